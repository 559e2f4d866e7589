/** The settings pages' path of the shared unsaved-changes prompt (now in src/features/common/forms/). */
export { UnsavedChangesPrompt } from '../../common/forms/UnsavedChangesPrompt.tsx'
