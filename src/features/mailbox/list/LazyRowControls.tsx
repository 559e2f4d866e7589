/**
 * Stand-ins for a row's popup menus (flag menu, tag menu; the sender's hover card has its own:
 * src/features/mail-actions/LazySender.tsx). A Fluent Menu or
 * Popover costs a few milliseconds to mount even while closed, and a 100-mail page mounts dozens
 * of rows per scroll step: the large scenario then blocked the main thread for 150 ms and more.
 * Each stand-in looks and reads like the real trigger (same role, name and icon) and mounts the
 * real control the moment it is used, handing it the click, the key, the focus or the hover.
 */
import type { ReactElement, ReactNode } from 'react'
import { LazyMenu } from '../../common/LazyMenu.tsx'
import { useMailRowStyles } from './useMailRowStyles.styles.ts'

export interface LazyMenuButtonProps {
  label: string
  icon: ReactElement
  /** The real control; its first button is the menu's trigger. */
  children: () => ReactNode
}

/** An icon-only menu trigger of a row, whose menu mounts on first use (LazyMenu). */
export function LazyMenuButton({ label, icon, children }: LazyMenuButtonProps) {
  const styles = useMailRowStyles()
  return (
    <LazyMenu
      standIn={(open) => (
        <button type="button" className={styles.iconButton} aria-label={label} {...open}>
          {icon}
        </button>
      )}
    >
      {children}
    </LazyMenu>
  )
}
