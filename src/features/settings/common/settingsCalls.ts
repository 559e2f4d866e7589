/** The settings pages' name for the shared call helpers (now in src/features/common/forms/). */
export * from '../../common/forms/settingsCalls.ts'
