/**
 * /setting/signature (issue 12; R-DATA-16 signature: caption, content, the defaults for new
 * mail and for reply/forward; R-CALL-7): the mailbox's signatures with new, edit (the mail
 * editor) and delete (asked first), and the two defaults. After every change the list is read
 * again, so what compose offers next is what the page shows.
 */
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { htmlText } from '../../../domain/compose/index.ts'
import { validateSignature } from '../../../domain/settings/index.ts'
import { ConfirmDeleteDialog } from '../../common/forms/ConfirmDeleteDialog.tsx'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { SettingsItemList } from '../common/SettingsItemList.tsx'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { CaptionedItemDialog, type CaptionedItem } from './CaptionedItemDialog.tsx'
import { DefaultSignaturesForm } from './DefaultSignaturesForm.tsx'
import {
  deleteSignature,
  loadSignatures,
  saveDefaults,
  saveSignature,
  type Signature,
  type SignatureDefaults,
  type SignatureList,
} from './signatureCalls.ts'

const BLANK: CaptionedItem = { id: null, caption: '', content: '' }

export default function SignatureSettingsPage() {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const resource = useSettingsResource<SignatureList, SignatureDefaults>({
    load: loadSignatures,
    save: saveDefaults,
  })
  const [editing, setEditing] = useState<CaptionedItem | null>(null)
  const [deleting, setDeleting] = useState<Signature | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const list = resource.data
  const deletingCaption = deleting?.caption ?? ''
  const find = (id: number) => list?.results.find((signature) => signature.id === id)

  const badgesOf = (signature: Signature) => [
    ...(list?.default_new === signature.id ? [t`新邮件默认`] : []),
    ...(list?.default_reply === signature.id ? [t`回复/转发默认`] : []),
  ]

  return (
    <SettingsPage
      title={t`签名`}
      intro={t`签名会加在您写的邮件末尾；可分别为新邮件和回复、转发设置默认签名。`}
    >
      <SettingsSection id="signatures" title={t`我的签名`}>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            disabled={!list}
            onClick={() => {
              setNotice(null)
              setEditing(BLANK)
            }}
          >
            {t`新建签名`}
          </Button>
        </div>
        {notice && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        )}
        <Loaded resource={resource}>
          {() => (
            <SettingsItemList
              label={t`签名列表`}
              items={(list?.results ?? []).map((signature) => ({
                id: signature.id,
                title: signature.caption,
                preview: htmlText(signature.content).replace(/\s+/g, ' '),
                badges: badgesOf(signature),
              }))}
              emptyText={t`还没有签名。新建一个，写信时就能插入。`}
              onEdit={(id) => setEditing(find(id) ?? null)}
              onDelete={(id) => setDeleting(find(id) ?? null)}
            />
          )}
        </Loaded>
      </SettingsSection>
      <SettingsSection id="signature-defaults" title={t`默认签名`}>
        <Loaded resource={resource}>{() => <DefaultSignaturesForm resource={resource} />}</Loaded>
      </SettingsSection>
      {editing && (
        <CaptionedItemDialog
          item={editing}
          texts={{
            title: editing.id === null ? t`新建签名` : t`编辑签名`,
            captionLabel: t`签名名称`,
            contentLabel: t`签名内容`,
            contentPlaceholder: t`写下您的签名，如姓名、部门和电话…`,
          }}
          validate={validateSignature}
          save={saveSignature}
          onSaved={(saved) => {
            setEditing(null)
            const caption = saved.caption
            setNotice(t`签名“${caption}”已保存`)
            resource.refresh()
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={t`删除签名`}
          text={t`确定删除签名“${deletingCaption}”吗？删除后无法恢复。`}
          onConfirm={async () => {
            await deleteSignature(deleting.id)
            const caption = deleting.caption
            setNotice(t`签名“${caption}”已删除`)
            resource.refresh()
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </SettingsPage>
  )
}
