/**
 * A mail's remark as the list shows it (R-STATE-3): the text with its edit and delete buttons,
 * drawn without the editor. The editor (its machine, the input and the save calls, RemarkEditor)
 * is a chunk of its own fetched when the pointer or the focus reaches one of the buttons, and it
 * takes over on the click (decision 349): the list's first paint does not carry it.
 */
import { Suspense, useState } from 'react'
import { preloadable } from '../../app/preloadable.ts'
import type { RemarkEditorProps } from './RemarkEditor.tsx'
import { RemarkView } from './RemarkView.tsx'
import { useMailGuards } from './useMailGuards.ts'

const RemarkEditor = preloadable<RemarkEditorProps>(() =>
  import('./RemarkEditor.tsx').then((module) => module.RemarkEditor),
)

const preloadEditor = () => void RemarkEditor.preload().catch(() => undefined)

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
        onApproach={preloadEditor}
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
