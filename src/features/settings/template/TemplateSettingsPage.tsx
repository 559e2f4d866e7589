/**
 * /setting/template (issue 12; R-DATA-16 template: caption, content; R-CALL-7): the mailbox's
 * templates, 5 a page as the server pages them (C-LIMIT-9 "template 5"), with new, edit (the
 * mail editor) and delete (asked first). Compose's side panel offers the same list.
 */
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { htmlText } from '../../../domain/compose/index.ts'
import { validateTemplate } from '../../../domain/settings/index.ts'
import { ConfirmDeleteDialog } from '../../common/forms/ConfirmDeleteDialog.tsx'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { SettingsItemList } from '../common/SettingsItemList.tsx'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { CaptionedItemDialog, type CaptionedItem } from '../signature/CaptionedItemDialog.tsx'
import { ListPager } from './ListPager.tsx'
import {
  deleteTemplate,
  loadTemplatePage,
  saveTemplate,
  TEMPLATE_PAGE_SIZE,
  type Template,
  type TemplatePage,
} from './templateCalls.ts'

const BLANK: CaptionedItem = { id: null, caption: '', content: '' }

/** A page of templates with the page it is. */
type ShownPage = TemplatePage & { page: number }

const pagesOf = (count: number) => Math.max(1, Math.ceil(count / TEMPLATE_PAGE_SIZE))

/** The list has no form of its own: its items are saved by their dialogs. */
const noSave = () => Promise.reject(new Error('the template list has no save'))

export default function TemplateSettingsPage() {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  // The page to read next; the machine's load reads it (load must stay the same function).
  const wanted = useRef(1)
  const resource = useSettingsResource<ShownPage, never>({
    load: async (signal) => {
      const page = wanted.current
      return { ...(await loadTemplatePage(page, signal)), page }
    },
    save: noSave,
  })
  const [editing, setEditing] = useState<CaptionedItem | null>(null)
  const [deleting, setDeleting] = useState<Template | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const shown = resource.data
  const find = (id: number) => shown?.results.find((template) => template.id === id)
  const deletingCaption = deleting?.caption ?? ''

  const goTo = (page: number) => {
    wanted.current = page
    resource.refresh()
  }

  return (
    <SettingsPage title={t`邮件模板`} intro={t`常用的邮件内容存为模板，写信时可在侧栏一键套用。`}>
      <SettingsSection id="templates" title={t`我的模板`}>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            disabled={!shown}
            onClick={() => {
              setNotice(null)
              setEditing(BLANK)
            }}
          >
            {t`新建模板`}
          </Button>
        </div>
        {notice && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        )}
        <Loaded resource={resource}>
          {() =>
            shown && (
              <>
                <SettingsItemList
                  label={t`模板列表`}
                  items={shown.results.map((template) => ({
                    id: template.id,
                    title: template.caption,
                    preview: htmlText(template.content).replace(/\s+/g, ' '),
                  }))}
                  emptyText={t`还没有模板。新建一个，写信时就能套用。`}
                  disabled={resource.refreshing}
                  onEdit={(id) => setEditing(find(id) ?? null)}
                  onDelete={(id) => setDeleting(find(id) ?? null)}
                />
                {shown.count > 0 && (
                  <ListPager
                    count={shown.count}
                    page={shown.page}
                    pageCount={pagesOf(shown.count)}
                    busy={resource.refreshing}
                    onPage={goTo}
                  />
                )}
              </>
            )
          }
        </Loaded>
      </SettingsSection>
      {editing && (
        <CaptionedItemDialog
          item={editing}
          texts={{
            title: editing.id === null ? t`新建模板` : t`编辑模板`,
            captionLabel: t`模板名称`,
            contentLabel: t`模板内容`,
            contentPlaceholder: t`写下模板的内容…`,
          }}
          validate={validateTemplate}
          save={saveTemplate}
          onSaved={(saved) => {
            const isNew = editing.id === null
            setEditing(null)
            const caption = saved.caption
            setNotice(t`模板“${caption}”已保存`)
            // A new template is the last one (oldest first): show its page.
            goTo(isNew && shown ? pagesOf(shown.count + 1) : (shown?.page ?? 1))
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={t`删除模板`}
          text={t`确定删除模板“${deletingCaption}”吗？删除后无法恢复。`}
          onConfirm={async () => {
            await deleteTemplate(deleting.id)
            const caption = deleting.caption
            setNotice(t`模板“${caption}”已删除`)
            // The last one of a page past the first: that page is gone, show the one before.
            const page = shown?.page ?? 1
            goTo(shown && shown.results.length === 1 && page > 1 ? page - 1 : page)
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </SettingsPage>
  )
}
