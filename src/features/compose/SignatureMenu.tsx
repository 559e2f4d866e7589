/**
 * The compose toolbar's signature menu (R-COMPOSE: signature): one of the
 * mailbox's signatures, or none, in place of the one in the body. The choice goes to the compose
 * machine, which rewrites the signature block; signatures belong to rich text only.
 */
import {
  Menu,
  MenuButton,
  MenuDivider,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  type MenuProps,
} from '@fluentui/react-components'
import { SignatureRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { ComposeSignature } from '../../domain/compose/index.ts'

const NONE = 'none'

export interface SignatureMenuProps {
  /** null while they are being read. */
  signatures: readonly ComposeSignature[] | null
  /** The signature in the body now; null for none. */
  current: number | null
  disabled: boolean
  onChoose: (id: number | null) => void
}

export function SignatureMenu({ signatures, current, disabled, onChoose }: SignatureMenuProps) {
  const { t } = useLingui()
  const checked = { signature: [current === null ? NONE : String(current)] }
  const changed: MenuProps['onCheckedValueChange'] = (_, data) => {
    const [value] = data.checkedItems
    if (value === undefined) return
    onChoose(value === NONE ? null : Number(value))
  }
  return (
    <Menu checkedValues={checked} onCheckedValueChange={changed}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<SignatureRegular />} disabled={disabled || signatures === null}>
          {t`签名`}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t`选择签名`}>
          <MenuItemRadio name="signature" value={NONE}>
            {t`不使用签名`}
          </MenuItemRadio>
          {signatures && signatures.length > 0 && <MenuDivider />}
          {signatures?.map((signature) => (
            <MenuItemRadio key={signature.id} name="signature" value={String(signature.id)}>
              {signature.caption}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
