import { makeStyles, tokens } from '@fluentui/react-components'

/** The mailbox screen's frame (folder tree beside the tab strip), for the folders and for review. */
export const useMailboxPageStyles = makeStyles({
  root: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  notice: { margin: tokens.spacingHorizontalM },
})
