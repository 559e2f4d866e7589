/**
 * The avatar: pick a picture (checked first: JPG/GIF/PNG/BMP under 10MB, C-LIMIT-6), crop it to
 * a square with a zoom, see the result, upload it (decisions.md #158: applied at once, the
 * contract's profile input has no picture). The cropped square is drawn on a canvas.
 */
import { Avatar, Button, Field, Slider, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import {
  AVATAR_ACCEPT,
  AVATAR_SIZE_PX,
  avatarProblem,
  SETTINGS_RULE_MESSAGES,
} from '../../../domain/settings/index.ts'
import { uploadAvatar } from './profileCalls.ts'

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
  },
  crop: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
  },
  canvas: {
    width: `${AVATAR_SIZE_PX}px`,
    height: `${AVATAR_SIZE_PX}px`,
    borderRadius: '50%',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  hidden: { display: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
})

/** Draws the centred square of `image`, zoomed by `zoom` (1 = the whole short side). */
function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, zoom: number) {
  const context = canvas.getContext('2d')
  if (!context) return
  const side = Math.min(image.naturalWidth, image.naturalHeight) / zoom
  const x = (image.naturalWidth - side) / 2
  const y = (image.naturalHeight - side) / 2
  context.clearRect(0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX)
  context.drawImage(image, x, y, side, side, 0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX)
}

export function AvatarEditor({
  name,
  imageUrl,
  onUploaded,
}: {
  name: string
  imageUrl: string | undefined
  onUploaded: (url: string) => void
}) {
  const { t, i18n } = useLingui()
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [picked, setPicked] = useState<{ image: HTMLImageElement; name: string } | null>(null)
  const [zoom, setZoom] = useState(1)
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [uploading, setUploading] = useState(false)

  useEffect(() => {
    if (picked && canvas.current) drawCrop(canvas.current, picked.image, zoom)
  }, [picked, zoom])

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    setNotice(undefined)
    if (!file) return
    const problem = avatarProblem(file)
    if (problem) return setError(i18n._(SETTINGS_RULE_MESSAGES[problem]))
    setError(undefined)
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => {
      setZoom(1)
      setPicked({ image, name: file.name.replace(/\.[^.]*$/, '') + '.png' })
    }
    image.onerror = () => setError(i18n._(SETTINGS_RULE_MESSAGES.avatarType))
    image.src = url
  }

  const upload = async () => {
    if (!picked || !canvas.current || uploading) return
    setUploading(true)
    try {
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.current?.toBlob(resolve, 'image/png'),
      )
      if (!blob) throw null
      const url = await uploadAvatar(blob, picked.name)
      setPicked(null)
      setNotice(t`头像已更新`)
      onUploaded(url)
    } catch (failure) {
      setError(typeof failure === 'string' ? failure : t`头像上传失败，请重试`)
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className={styles.row}>
      {picked ? (
        <div className={styles.crop}>
          <canvas
            ref={canvas}
            width={AVATAR_SIZE_PX}
            height={AVATAR_SIZE_PX}
            className={styles.canvas}
            role="img"
            aria-label={t`头像预览`}
          />
          <Field label={t`缩放`}>
            {/* In percent, without Fluent's step prop, which draws every step on the rail. */}
            <Slider
              min={100}
              max={300}
              value={Math.round(zoom * 100)}
              onChange={(_, data) => setZoom(data.value / 100)}
            />
          </Field>
        </div>
      ) : (
        <Avatar name={name} image={imageUrl ? { src: imageUrl } : undefined} size={96} />
      )}
      <div className={styles.crop}>
        <Text size={200}>{t`支持 JPG、GIF、PNG、BMP，小于 10MB；上传前可缩放裁剪为正方形。`}</Text>
        <div className={styles.row}>
          <Button onClick={() => input.current?.click()}>{t`选择图片`}</Button>
          {picked && (
            <>
              <Button
                appearance="primary"
                disabledFocusable={uploading}
                onClick={() => void upload()}
              >
                {t`上传头像`}
              </Button>
              <Button onClick={() => setPicked(null)}>{t`取消`}</Button>
            </>
          )}
        </div>
        {error && (
          <Text role="alert" className={styles.error}>
            {error}
          </Text>
        )}
        {notice && <Text role="status">{notice}</Text>}
      </div>
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        className={styles.hidden}
        aria-label={t`选择头像图片`}
        onChange={pick}
      />
    </div>
  )
}
