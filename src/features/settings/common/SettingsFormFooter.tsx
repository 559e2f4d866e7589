/** The settings pages' path of the shared form footer (now in src/features/common/forms/). */
export { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
