/**
 * /fileshare?key=… — the public share page (no login; works in the real bundle without any
 * session): opens the link, asks for the extraction code when the share has one, then lists the
 * files (name, size, with the folder they are in) with the owner and the expiry, and downloads
 * them one by one or all as a zip made in the browser, or reads one in the page with the
 * attachments' viewer (&file=…, decision 268). Unknown, cancelled and expired links each
 * say so in their own words; the language picker is the login page's.
 */
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import {
  fileShareAccessMachine,
  refusalReason,
  selectAsksCode,
  selectCode,
  selectCodeError,
  selectIsBusy,
  selectLoadFailed,
  selectRefusal,
  selectShare,
  type ShareEndReason,
} from '../../../../../machines/file-share-access/index.ts'
import { previewOffer } from '../../../../domain/files/preview.ts'
import { formatSize } from '../../../../domain/format/size.ts'
import { LanguagePicker } from '../../../auth/LanguagePicker.tsx'
import {
  ErrorBar,
  PrimaryButton,
  Spinner,
  SubtleButton,
  TextField,
} from '../../../auth/ui/controls.tsx'
import { saveBlob } from '../../../common/saveBlob.ts'
import {
  downloadPublicFile,
  openPublicShare,
  zipPublicFiles,
  type PublicShare,
  type PublicShareFile,
} from './publicShareCalls.ts'
import { useFileSharePageStyles } from './useFileSharePageStyles.styles.ts'

const SharedFilePreview = lazy(() => import('./SharedFilePreview.tsx'))

const realMachine = fileShareAccessMachine.provide({
  actors: { openShare: fromPromise(({ input, signal }) => openPublicShare(input, signal)) },
})

function useRefusalText() {
  const { t } = useLingui()
  return (reason: ShareEndReason): string =>
    ({
      not_found: t`分享链接不存在，请检查链接是否完整。`,
      cancelled: t`该分享已被分享者取消，链接已失效。`,
      expired: t`该分享已过期，链接已失效。`,
    })[reason]
}

function CodeForm({ actor }: { actor: ActorRefFrom<typeof realMachine> }) {
  const { t } = useLingui()
  const styles = useFileSharePageStyles()
  const [code, setCode] = useState('')
  const codeError = useSelector(actor, selectCodeError)
  const busy = useSelector(actor, selectIsBusy)
  const [empty, setEmpty] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() === '') setEmpty(true)
    actor.send({ type: 'code.submit', code })
  }
  const error = empty
    ? t`请输入提取码`
    : codeError === 'wrong_code'
      ? t`提取码错误，请重新输入`
      : codeError === 'failed'
        ? t`无法打开分享，请稍后重试`
        : undefined
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <h1 className={styles.title}>{t`请输入提取码`}</h1>
      <p className={styles.note}>{t`此分享受提取码保护，请输入分享者提供的提取码。`}</p>
      <TextField
        label={t`提取码`}
        name="code"
        autoComplete="off"
        value={code}
        error={error}
        onChange={(value) => {
          setCode(value)
          setEmpty(false)
          actor.send({ type: 'code.change' })
        }}
      />
      <PrimaryButton type="submit" disabled={busy} icon={busy ? <Spinner /> : undefined}>
        {t`提取文件`}
      </PrimaryButton>
    </form>
  )
}

function SharedFiles({
  share,
  code,
  onPreview,
}: {
  share: PublicShare
  code: string
  onPreview(file: PublicShareFile): void
}) {
  const { t, i18n } = useLingui()
  const styles = useFileSharePageStyles()
  const refusalText = useRefusalText()
  const [busy, setBusy] = useState<number | 'all' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const run = async (which: number | 'all', work: () => Promise<void>) => {
    setBusy(which)
    setError(null)
    try {
      await work()
    } catch (failure) {
      const reason = refusalReason(failure)
      setError(
        reason === 'cancelled' || reason === 'expired' || reason === 'not_found'
          ? refusalText(reason)
          : t`下载失败，请稍后重试`,
      )
    } finally {
      setBusy(null)
    }
  }
  const download = (file: PublicShareFile) =>
    run(file.id, async () =>
      saveBlob(await downloadPublicFile(share.share_key, code, file.id), file.name),
    )
  const downloadAll = () =>
    run('all', async () =>
      saveBlob(await zipPublicFiles(share.share_key, code, share.files), t`分享的文件.zip`),
    )
  const expiry = share.expire_at
    ? i18n.date(share.expire_at, { dateStyle: 'medium', timeStyle: 'short' })
    : t`永久有效`
  return (
    <>
      <h1 className={styles.title}>{t`分享的文件`}</h1>
      <dl className={styles.facts}>
        <dt>{t`分享者`}</dt>
        <dd>{share.owner}</dd>
        <dt>{t`有效期至`}</dt>
        <dd>{expiry}</dd>
      </dl>
      {error && <ErrorBar>{error}</ErrorBar>}
      {share.files.length === 0 ? (
        <p className={styles.note}>{t`此分享中没有可下载的文件。`}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`文件名`}</th>
              <th scope="col">{t`大小`}</th>
              <th scope="col" aria-label={t`操作`} />
            </tr>
          </thead>
          <tbody>
            {share.files.map((file) => (
              <tr key={file.id}>
                <td className={styles.name}>
                  {file.name}
                  {file.path && <span className={styles.path}>{file.path}</span>}
                </td>
                <td className={styles.size}>{formatSize(file.size)}</td>
                <td className={styles.action}>
                  {previewOffer(file) !== 'none' && (
                    <SubtleButton
                      aria-label={t`预览 ${file.name}`}
                      disabled={busy !== null}
                      onClick={() =>
                        previewOffer(file) === 'tooLarge'
                          ? setError(t`文件超过10M，无法预览`)
                          : onPreview(file)
                      }
                    >
                      {t`预览`}
                    </SubtleButton>
                  )}
                  <SubtleButton
                    aria-label={t`下载 ${file.name}`}
                    disabled={busy !== null}
                    onClick={() => void download(file)}
                  >
                    {busy === file.id ? <Spinner /> : t`下载`}
                  </SubtleButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {share.files.length > 1 && (
        <div className={styles.actions}>
          <PrimaryButton
            type="button"
            disabled={busy !== null}
            icon={busy === 'all' ? <Spinner /> : undefined}
            onClick={() => void downloadAll()}
          >
            {t`全部下载（zip）`}
          </PrimaryButton>
        </div>
      )}
    </>
  )
}

export default function FileSharePage() {
  const { t } = useLingui()
  const styles = useFileSharePageStyles()
  const refusalText = useRefusalText()
  const { key, file: fileId } = useSearch({ strict: false }) as { key?: unknown; file?: unknown }
  const navigate = useNavigate()
  const actor = useActorRef(realMachine, {
    input: { shareKey: typeof key === 'string' ? key : '' },
  })
  const share = useSelector(actor, selectShare)
  const refusal = useSelector(actor, selectRefusal)
  const asksCode = useSelector(actor, selectAsksCode)
  const failed = useSelector(actor, selectLoadFailed)
  const code = useSelector(actor, selectCode)
  const opening = useSelector(actor, (s) => s.matches('opening'))
  const shareKey = typeof key === 'string' ? key : ''
  // The file read in the page: only one of the open share's, never what the URL alone says.
  const reading = share && (share as PublicShare).files.find((f) => f.id === fileId)
  const showFile = (file?: number) =>
    void navigate({ to: '/fileshare', search: { key: shareKey, ...(file ? { file } : {}) } })

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <LanguagePicker />
      </div>
      <main className={styles.main}>
        <div
          className={
            reading
              ? `${styles.card} ${styles.full}`
              : share
                ? `${styles.card} ${styles.wide}`
                : styles.card
          }
        >
          {opening && (
            <div className={styles.centered}>
              <Spinner label={t`正在打开分享…`} />
            </div>
          )}
          {failed && (
            <ErrorBar
              action={
                <SubtleButton onClick={() => actor.send({ type: 'share.retry' })}>
                  {t`重试`}
                </SubtleButton>
              }
            >
              {t`无法打开分享，请稍后重试`}
            </ErrorBar>
          )}
          {asksCode && <CodeForm actor={actor} />}
          {refusal && (
            <>
              <h1 className={styles.title}>{t`无法打开此分享`}</h1>
              <ErrorBar>{refusalText(refusal)}</ErrorBar>
            </>
          )}
          {reading ? (
            <Suspense fallback={<Spinner />}>
              <SharedFilePreview
                shareKey={shareKey}
                code={code}
                file={reading}
                onBack={() => showFile()}
              />
            </Suspense>
          ) : (
            share && (
              <SharedFiles
                share={share as PublicShare}
                code={code}
                onPreview={(file) => showFile(file.id)}
              />
            )
          )}
        </div>
      </main>
    </div>
  )
}
