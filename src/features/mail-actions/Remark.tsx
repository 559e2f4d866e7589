/**
 * A mail's remark as the list shows it (R-STATE-3): the text with its edit and delete buttons,
 * drawn without the editor. The editor (its machine, the input and the save calls, RemarkEditor)
 * is a chunk of its own fetched when the pointer or the focus reaches one of the buttons, and it
 * takes over on the click (decision 349): the list's first paint does not carry it.
 */
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { DeleteRegular, EditRegular, NoteRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { Suspense, useState } from 'react'
import { preloadable } from '../../app/preloadable.ts'
import type { RemarkEditorProps } from './RemarkEditor.tsx'
import { keepsClick } from './keepsClick.ts'
import { useMailGuards } from './useMailGuards.ts'

const RemarkEditor = preloadable<RemarkEditorProps>(() =>
  import('./RemarkEditor.tsx').then((module) => module.RemarkEditor),
)

// The same look as RemarkEditor's view mode, which replaces this one without a jump.
const useStyles = makeStyles({
  view: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  text: { color: tokens.colorPaletteMarigoldForeground2 },
})

function RemarkView({
  remark,
  onEdit,
  onDelete,
}: {
  remark: string
  onEdit?: () => void
  onDelete?: () => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const preload = () => void RemarkEditor.preload().catch(() => undefined)
  return (
    <span
      className={styles.view}
      {...keepsClick}
      onClick={(event) => event.stopPropagation()}
      onPointerEnter={preload}
      onFocus={preload}
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

/** RemarkEditor's props; the editor itself comes on the first edit or delete. */
export function Remark(props: RemarkEditorProps) {
  const guards = useMailGuards()
  // What the editor does first once it is there; 'view' when it was asked for to be shown
  // (startEditing asks it to check the guards and edit, as before).
  const [opened, setOpened] = useState<RemarkEditorProps['firstAction'] | 'view' | undefined>(
    props.startEditing ? 'view' : undefined,
  )
  if (opened === undefined) {
    if (props.remark === '') return null
    return (
      <RemarkView
        remark={props.remark}
        onEdit={() => guards.change() && setOpened('edit')}
        onDelete={() => guards.change() && setOpened('delete')}
      />
    )
  }
  return (
    <Suspense fallback={props.remark === '' ? null : <RemarkView remark={props.remark} />}>
      <RemarkEditor {...props} firstAction={opened === 'view' ? undefined : opened} />
    </Suspense>
  )
}
