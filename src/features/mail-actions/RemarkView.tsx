/**
 * A mail's remark at rest (R-STATE-3): the note icon, the text, edit and delete. Drawn by the
 * list's light Remark before the editor is fetched and by RemarkEditor's view mode, so one
 * replaces the other without a jump.
 */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { DeleteRegular, EditRegular, NoteRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { keepsClick } from './keepsClick.ts'

const useStyles = makeStyles({
  view: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  text: { color: tokens.colorPaletteMarigoldForeground2 },
})

export interface RemarkViewProps {
  remark: string
  onEdit?: () => void
  /** Absent: the delete button is disabled (a save or delete is under way). */
  onDelete?: () => void
  /** The pointer or the focus reached the remark (the light view fetches the editor then). */
  onApproach?: () => void
}

export function RemarkView({ remark, onEdit, onDelete, onApproach }: RemarkViewProps) {
  const { t } = useLingui()
  const styles = useStyles()
  return (
    <span
      className={styles.view}
      {...keepsClick}
      onClick={(event) => event.stopPropagation()}
      onPointerEnter={onApproach}
      onFocus={onApproach}
    >
      <NoteRegular aria-hidden />
      <Text size={200} className={styles.text}>
        {remark}
      </Text>
      <Button
        size="small"
        appearance="transparent"
        icon={<EditRegular />}
        aria-label={t`编辑备注`}
        onClick={onEdit}
      />
      <Button
        size="small"
        appearance="transparent"
        icon={<DeleteRegular />}
        aria-label={t`删除备注`}
        disabled={!onDelete}
        onClick={onDelete}
      />
    </span>
  )
}
