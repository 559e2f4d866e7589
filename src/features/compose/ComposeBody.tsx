/**
 * The mail body with the side panel beside it (R-COMPOSE): the editor, loaded
 * again whenever the machine rewrites the body (`bodyVersion`) and showing the stationery behind
 * the text, and the panel whose stationery and templates go to the machine as events.
 */
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { selectBodyVersion, type ComposeEvent } from '../../../machines/compose/index.ts'
import type { ComposeForm } from '../../domain/compose/index.ts'
import type { ComposeActor } from './composeRegistry.ts'
import { ComposeEditor } from '../common/editor/ComposeEditor.tsx'
import { ComposeSidePanel } from './ComposeSidePanel.tsx'
import { useComposeStyles } from './useComposeStyles.styles.ts'

export interface ComposeBodyProps {
  actor: ComposeActor
  form: ComposeForm
  locked: boolean
  send: (event: ComposeEvent) => void
  /** The side panel's contacts tab. */
  contacts?: ReactNode
}

export function ComposeBody({ actor, form, locked, send, contacts }: ComposeBodyProps) {
  const styles = useComposeStyles()
  const bodyVersion = useSelector(actor, selectBodyVersion)
  return (
    <div className={styles.bodyRow}>
      <div className={styles.bodyMain}>
        <ComposeEditor
          key={form.is_html ? 'html' : 'plain'}
          isHtml={form.is_html}
          html={form.html_text}
          plain={form.plain_text}
          readOnly={locked}
          onChange={(html, plain) => send({ type: 'body.change', html, plain })}
          version={bodyVersion}
          background={form.is_html ? (form.stationery?.src ?? null) : null}
          onImageAlert={(alert) => send({ type: 'image.refused', alert })}
        />
      </div>
      <ComposeSidePanel
        contacts={contacts}
        stationery={form.stationery}
        isHtml={form.is_html}
        disabled={locked}
        onStationery={(stationery) => send({ type: 'stationery.choose', stationery })}
        onTemplate={(template) => send({ type: 'template.choose', template })}
      />
    </div>
  )
}
