/**
 * The rich editor's toolbar: bold / italic / underline / strike (pressed state follows the
 * selection), font size and colour, lists, alignment, link and quote. A toolbar of labelled
 * buttons, each a tab stop with a visible focus ring.
 */
import {
  Button,
  Input,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Select,
  ToggleButton,
  Tooltip,
} from '@fluentui/react-components'
import {
  ImageAddRegular,
  LinkRegular,
  TextAlignCenterRegular,
  TextAlignLeftRegular,
  TextAlignRightRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextStrikethroughRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons'
import { TOGGLE_LINK_COMMAND } from '@lexical/link'
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createQuoteNode } from '@lexical/rich-text'
import { $patchStyleText, $setBlocksType } from '@lexical/selection'
import { $insertNodes } from 'lexical'
import { useLingui } from '@lingui/react/macro'
import {
  $getSelection,
  $isRangeSelection,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  type ElementFormatType,
  type TextFormatType,
} from 'lexical'
import { useEffect, useRef, useState, type ReactElement } from 'react'
import type { EditorImageAlert } from '../../../../machines/compose/index.ts'
import { EDITOR_IMAGE_ACCEPT } from '../../../domain/compose/index.ts'
import { uploadEditorImage } from './editorImages.ts'
import { $createImageNode } from './ImageNode.tsx'
import { useEditorStyles } from './useEditorStyles.styles.ts'

const FONT_SIZES = ['12px', '14px', '16px', '18px', '24px', '32px']
const FORMATS: TextFormatType[] = ['bold', 'italic', 'underline', 'strikethrough']

export interface EditorToolbarProps {
  disabled: boolean
  /** Given: the toolbar offers 'insert picture', and a refused or failed picture is told here. */
  onImageAlert?: (alert: EditorImageAlert) => void
}

export function EditorToolbar({ disabled, onImageAlert }: EditorToolbarProps) {
  const [editor] = useLexicalComposerContext()
  const imageInput = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const styles = useEditorStyles()
  const { t } = useLingui()
  const [active, setActive] = useState<ReadonlySet<TextFormatType>>(new Set())
  const [link, setLink] = useState('')
  const [linkOpen, setLinkOpen] = useState(false)

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection()
          if (!$isRangeSelection(selection)) return
          setActive(new Set(FORMATS.filter((format) => selection.hasFormat(format))))
        }),
      ),
    [editor],
  )

  const patchStyle = (style: Record<string, string>) =>
    editor.update(() => {
      const selection = $getSelection()
      if (selection) $patchStyleText(selection, style)
    })
  const insertImage = async (file: File | undefined) => {
    if (!file || !onImageAlert) return
    setUploading(true)
    const result = await uploadEditorImage(file)
    setUploading(false)
    if ('alert' in result) onImageAlert(result.alert)
    else editor.update(() => $insertNodes([$createImageNode(result.url, file.name)]))
  }
  const quote = () => editor.update(() => $setBlocksType($getSelection(), () => $createQuoteNode()))
  const align = (format: ElementFormatType) =>
    editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, format)

  const labels: Record<TextFormatType, string> = {
    bold: t`加粗`,
    italic: t`斜体`,
    underline: t`下划线`,
    strikethrough: t`删除线`,
  } as Record<TextFormatType, string>
  const icons: Partial<Record<TextFormatType, ReactElement>> = {
    bold: <TextBoldRegular />,
    italic: <TextItalicRegular />,
    underline: <TextUnderlineRegular />,
    strikethrough: <TextStrikethroughRegular />,
  }
  const tool = (label: string, icon: ReactElement, onClick: () => void) => (
    <Tooltip content={label} relationship="label" key={label}>
      <Button appearance="subtle" size="small" icon={icon} onClick={onClick} disabled={disabled} />
    </Tooltip>
  )

  return (
    <div role="toolbar" aria-label={t`格式`} className={styles.editorToolbar}>
      {FORMATS.map((format) => (
        <Tooltip content={labels[format]} relationship="label" key={format}>
          <ToggleButton
            appearance="subtle"
            size="small"
            icon={icons[format]}
            checked={active.has(format)}
            disabled={disabled}
            onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
          />
        </Tooltip>
      ))}
      <Select
        size="small"
        aria-label={t`字号`}
        disabled={disabled}
        defaultValue=""
        onChange={(_, data) => data.value && patchStyle({ 'font-size': data.value })}
      >
        <option value="" disabled>
          {t`字号`}
        </option>
        {FONT_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
      <input
        type="color"
        aria-label={t`文字颜色`}
        disabled={disabled}
        onChange={(event) => patchStyle({ color: event.target.value })}
      />
      {tool(t`项目符号列表`, <TextBulletListLtrRegular />, () =>
        editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined),
      )}
      {tool(t`编号列表`, <TextNumberListLtrRegular />, () =>
        editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined),
      )}
      {tool(t`左对齐`, <TextAlignLeftRegular />, () => align('left'))}
      {tool(t`居中`, <TextAlignCenterRegular />, () => align('center'))}
      {tool(t`右对齐`, <TextAlignRightRegular />, () => align('right'))}
      {tool(t`引用`, <TextQuoteRegular />, quote)}
      {onImageAlert && (
        <>
          <Tooltip content={t`插入图片`} relationship="label">
            <Button
              appearance="subtle"
              size="small"
              icon={<ImageAddRegular />}
              disabled={disabled || uploading}
              onClick={() => imageInput.current?.click()}
            />
          </Tooltip>
          <input
            ref={imageInput}
            type="file"
            hidden
            accept={EDITOR_IMAGE_ACCEPT}
            aria-label={t`选择要插入的图片`}
            onChange={(event) => {
              void insertImage(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </>
      )}
      <Popover open={linkOpen} onOpenChange={(_, data) => setLinkOpen(data.open)} trapFocus>
        <PopoverTrigger disableButtonEnhancement>
          <Tooltip content={t`链接`} relationship="label">
            <Button appearance="subtle" size="small" icon={<LinkRegular />} disabled={disabled} />
          </Tooltip>
        </PopoverTrigger>
        <PopoverSurface>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              const url = link.trim()
              editor.dispatchCommand(TOGGLE_LINK_COMMAND, url === '' ? null : url)
              setLinkOpen(false)
              setLink('')
            }}
          >
            <Input
              aria-label={t`链接地址`}
              placeholder="https://"
              value={link}
              onChange={(_, data) => setLink(data.value)}
            />
            <Button type="submit" appearance="primary" size="small">{t`确定`}</Button>
          </form>
        </PopoverSurface>
      </Popover>
    </div>
  )
}
