/**
 * Moved to src/features/common/mailGuards/ (issue 13): the /contact pages write mail too, and
 * the contacts folder must not import mail-actions, which opens the contact form from there.
 * Kept here so the mail screens' imports stay as they are.
 */
export * from '../common/mailGuards/permissions.ts'
