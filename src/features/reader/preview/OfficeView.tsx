/**
 * What the worker read from an office or table file: sheets as tables, a docx as a mail body
 * (sanitised, in the sandboxed frame; its pictures only as the raster data: URLs the worker
 * checked), a pptx as slide cards.
 */
import { MailBody } from '../body/MailBody.tsx'
import type { OfficePreview } from './parse/types.ts'
import { SheetsView } from './SheetsView.tsx'
import { SlidesView } from './SlidesView.tsx'

export function OfficeView({
  preview,
  title,
}: {
  preview: Exclude<OfficePreview, { kind: 'broken' }>
  title: string
}) {
  switch (preview.kind) {
    case 'sheets':
      return <SheetsView sheets={preview.sheets} />
    case 'document':
      return (
        <MailBody
          isHtml
          html={preview.html}
          allowRemote={false}
          title={title}
          inlineImages={preview.images}
        />
      )
    case 'slides':
      return <SlidesView slides={preview.slides} />
  }
}
