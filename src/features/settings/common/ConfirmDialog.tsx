/** The settings pages' path of the shared confirmation (now in src/features/common/forms/). */
export { ConfirmDialog } from '../../common/forms/ConfirmDialog.tsx'
