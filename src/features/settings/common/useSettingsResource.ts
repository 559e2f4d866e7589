/** The settings pages' name for the one resource hook (now in src/features/common/forms/). */
export * from '../../common/forms/useSettingsResource.ts'
