/**
 * Where a nested attached mail sits (decision 133): the attached mails around it, outermost
 * first, then itself, as a breadcrumb whose enclosing levels open in place, and a "back to the
 * enclosing mail" button. Both are plain buttons, so Tab and Enter reach every level.
 */
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
} from '@fluentui/react-components'
import { ArrowUpRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import type { MessageAttachment } from '../../../api/types.ts'

export interface AttachedMailTrailProps {
  /** The mails around the open one, outermost first (getAttachedMessage's `enclosing`). */
  enclosing: readonly MessageAttachment[]
  /** The open mail's file name. */
  name: string
  onOpen: (level: MessageAttachment) => void
}

export function AttachedMailTrail({ enclosing, name, onOpen }: AttachedMailTrailProps) {
  const { t } = useLingui()
  if (enclosing.length === 0) return null
  return (
    <Breadcrumb
      size="small"
      aria-label={t({
        message: '附件邮件层级',
        comment: "English: 'Attached mail levels': where a mail inside attached mails sits",
      })}
    >
      {enclosing.map((level) => (
        <Fragment key={level.did ?? level.sid}>
          <BreadcrumbItem>
            <BreadcrumbButton onClick={() => onOpen(level)}>{level.name}</BreadcrumbButton>
          </BreadcrumbItem>
          <BreadcrumbDivider />
        </Fragment>
      ))}
      <BreadcrumbItem>
        <BreadcrumbButton current>{name}</BreadcrumbButton>
      </BreadcrumbItem>
    </Breadcrumb>
  )
}

/** Opens the mail this one is attached to (the last of `enclosing`). */
export function BackToEnclosing({
  enclosing,
  onOpen,
}: Pick<AttachedMailTrailProps, 'enclosing' | 'onOpen'>) {
  const { t } = useLingui()
  const parent = enclosing.at(-1)
  if (!parent) return null
  return (
    <Button appearance="subtle" icon={<ArrowUpRegular />} onClick={() => onOpen(parent)}>
      {t({
        message: '返回上一层邮件',
        comment: "English: 'Back to the enclosing mail': the attached mail this one is inside",
      })}
    </Button>
  )
}
