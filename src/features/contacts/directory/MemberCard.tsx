/**
 * A directory member's card (opened from its row): name and avatar, then every field the book
 * carries that is filled in, with write mail and — for people — add to personal contacts.
 */
import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import { MailAddRegular, PersonAddRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { DirectoryMember } from '../common/directoryCalls.ts'
import type { DirectoryBookConfig } from './directoryBooks.ts'
import { useDirectoryStyles } from './useDirectoryStyles.styles.ts'
import { useDirectoryTexts } from './useDirectoryTexts.ts'

export interface MemberCardProps {
  config: DirectoryBookConfig
  member: DirectoryMember | null
  onWrite: (member: DirectoryMember) => void
  onAddToPersonal: (member: DirectoryMember) => void
  onClose: () => void
}

export function MemberCard({ config, member, onWrite, onAddToPersonal, onClose }: MemberCardProps) {
  const { t } = useLingui()
  const styles = useDirectoryStyles()
  const texts = useDirectoryTexts()
  if (!member) return null
  const shown = member.name || member.email
  const fields: [string, string][] = [
    [t`邮箱地址`, member.email],
    [texts.columns.company, member.company],
    [texts.columns.department, member.department],
    [texts.columns.position, member.position],
    [texts.columns.mobile, member.mobile],
    [t`工号`, member.workNumber],
    [texts.columns.listType, member.listType ? texts.valueOf(member, 'listType') : ''],
  ]
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>
            <span className={styles.cardHead}>
              <Avatar name={shown} color="colorful" size={40} aria-hidden />
              {shown}
            </span>
          </DialogTitle>
          <DialogContent>
            <dl className={styles.card} aria-label={t`名片`}>
              {fields
                .filter(([, value]) => value !== '')
                .map(([term, value]) => (
                  <div key={term} className={styles.cardRow}>
                    <dt className={styles.cardTerm}>{term}</dt>
                    <dd className={styles.cardValue}>{value}</dd>
                  </div>
                ))}
            </dl>
          </DialogContent>
          <DialogActions fluid className={styles.cardActions}>
            <Button appearance="primary" icon={<MailAddRegular />} onClick={() => onWrite(member)}>
              {t`写信`}
            </Button>
            {config.addToPersonal && (
              <Button icon={<PersonAddRegular />} onClick={() => onAddToPersonal(member)}>
                {t`添加到个人通讯录`}
              </Button>
            )}
            <Button onClick={onClose}>{t`关闭`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
