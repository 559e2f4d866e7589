/** A factor's state in its section heading: bound or not (nothing while it is unknown). */
import { Badge } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'

export function BoundBadge({ bound }: { bound: boolean | undefined }) {
  const { t } = useLingui()
  if (bound === undefined) return null
  return (
    <Badge appearance="tint" color={bound ? 'success' : 'informative'}>
      {bound ? t`已绑定` : t`未绑定`}
    </Badge>
  )
}
