/**
 * The seam to the share and permissions dialogs, built on other branches (issue 15: fileshare
 * builds src/features/files/share/ShareDialog.tsx, filecompany
 * src/features/files/company/PermissionsDialog.tsx). Until they are merged here these loaders
 * give a dialog that renders nothing and the flags hide the buttons; at the merge the lead points
 * them at `import('../share/ShareDialog.tsx')` / `import('../company/PermissionsDialog.tsx')`
 * and sets the flags to true.
 */
import type { ComponentType } from 'react'

export interface ShareDialogProps {
  open: boolean
  source: 'netdisk' | 'company'
  items: { id: number; name: string; nettype: 'folder' | 'file' }[]
  onClose(): void
}

export interface PermissionsDialogProps {
  open: boolean
  folder: { id: number; name: string }
  onClose(): void
}

export const SHARE_BUILT = false
export const PERMISSIONS_BUILT = false

const Nothing = () => null

export const loadShareDialog = (): Promise<{ default: ComponentType<ShareDialogProps> }> =>
  Promise.resolve({ default: Nothing })

export const loadPermissionsDialog = (): Promise<{
  default: ComponentType<PermissionsDialogProps>
}> => Promise.resolve({ default: Nothing })
