/**
 * The editor reports the body; the compose machine owns it. When the machine rewrites the body
 * itself (a signature or template chosen, the default signature arriving after the editor
 * opened) it counts a new `version`, and this loads that body into the editor. The load is
 * tagged like Lexical's own initial load, so it is not reported back as an edit, and leaves no
 * selection behind: the focus stays where the user is (a recipient box, the side panel).
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import {
  $setSelection,
  HISTORY_MERGE_TAG,
  SKIP_DOM_SELECTION_TAG,
  type LexicalEditor,
} from 'lexical'
import { useEffect, useRef } from 'react'

export function BodyReloadPlugin({
  version,
  load,
}: {
  version: number
  /** Fills the editor with the current body (inside editor.update). */
  load: (editor: LexicalEditor) => void
}) {
  const [editor] = useLexicalComposerContext()
  const loaded = useRef(version)
  useEffect(() => {
    if (loaded.current === version) return
    loaded.current = version
    editor.update(
      () => {
        load(editor)
        $setSelection(null)
      },
      { tag: [HISTORY_MERGE_TAG, SKIP_DOM_SELECTION_TAG] },
    )
  }, [editor, version, load])
  return null
}
