/**
 * The tag form (R-LIST-8, R-DATA-4, R-VALID-2): name trimmed, 1 to 20 characters, colour required
 * (16 presets, #33B679 preselected). The mail list's add-tag dialog, and with `tag` the edit
 * dialog of /setting/tag (rename, recolour). A refused save shows the server's first name error
 * (M-ERR-18).
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components'
import { CheckmarkFilled } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { Tag } from '../../api/types.ts'
import {
  DEFAULT_TAG_COLOR,
  TAG_NAME_MAX,
  TAG_PRESET_COLORS,
  validateTagForm,
  type TagNameError,
} from '../../domain/mail/tags.ts'
import { createTag, updateTag } from './mailActions.ts'

const useStyles = makeStyles({
  swatches: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  swatch: {
    width: '28px',
    height: '28px',
    minWidth: '28px',
    padding: 0,
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  chosen: { outline: `2px solid ${tokens.colorNeutralForeground1}`, outlineOffset: '2px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

export interface TagCreateDialogProps {
  open: boolean
  onClose: () => void
  /** After a save, with the server's tag. */
  onSaved?: (tag: Tag) => void
  /** The tag to edit; none: a new one. Mount one dialog per tag (`key`): it starts from it. */
  tag?: Tag
}

export function TagCreateDialog({ open, onClose, onSaved, tag }: TagCreateDialogProps) {
  const { t } = useLingui()
  const styles = useStyles()
  const [name, setName] = useState(tag?.name ?? '')
  const [color, setColor] = useState<string>(tag?.color.toUpperCase() ?? DEFAULT_TAG_COLOR)
  const [nameError, setNameError] = useState<string | null>(null)
  const [colorError, setColorError] = useState(false)
  const [busy, setBusy] = useState(false)
  const nameMessages: Record<TagNameError, string> = {
    required: t`请输入标签名称`,
    tooLong: t`标签名称不能超过 ${TAG_NAME_MAX} 个字符`,
  }

  const close = () => {
    setName(tag?.name ?? '')
    setColor(tag?.color.toUpperCase() ?? DEFAULT_TAG_COLOR)
    setNameError(null)
    setColorError(false)
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const form = validateTagForm({ name, color })
    if (!form.ok) {
      setNameError(form.name ? nameMessages[form.name] : null)
      setColorError(Boolean(form.color))
      return
    }
    setBusy(true)
    const result = tag
      ? await updateTag(tag.tagname, form.name, form.color)
      : await createTag(form.name, form.color)
    setBusy(false)
    if (!result.ok) {
      setNameError(result.nameError ?? null)
      return
    }
    onSaved?.(result.tag)
    close()
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{tag ? t`编辑标签` : t`新建标签`}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field
                label={t`标签名称`}
                required
                validationMessage={nameError}
                validationState={nameError ? 'error' : 'none'}
              >
                <Input
                  value={name}
                  maxLength={TAG_NAME_MAX + 10}
                  onChange={(_, data) => {
                    setName(data.value)
                    setNameError(null)
                  }}
                />
              </Field>
              <Field
                label={t`标签颜色`}
                required
                validationMessage={colorError ? t`请选择标签颜色` : null}
              >
                <div className={styles.swatches} role="radiogroup" aria-label={t`标签颜色`}>
                  {TAG_PRESET_COLORS.map((preset) => (
                    <Button
                      key={preset}
                      role="radio"
                      aria-checked={color === preset}
                      aria-label={preset}
                      className={mergeClasses(styles.swatch, color === preset && styles.chosen)}
                      style={{ backgroundColor: preset }}
                      icon={color === preset ? <CheckmarkFilled /> : undefined}
                      onClick={() => {
                        setColor(preset)
                        setColorError(false)
                      }}
                    />
                  ))}
                </div>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                {t`取消`}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t`确定`}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
