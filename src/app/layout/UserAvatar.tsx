/**
 * Fluent's Avatar for the sidebar, without the presence badge: Avatar's own hook always brings
 * PresenceBadge and its nine presence icons along (≈ 4 KB gzip of the home page's first load),
 * and the sidebar never shows a presence. The state is the one Avatar's hook builds for a name,
 * an optional image and `color="colorful"` at size 32 (react-avatar useAvatar.ts: the slots,
 * the accessible name, initials or the person icon, the image hidden when it fails), rendered
 * with Avatar's own styles and render function: same DOM, same classes, same colour.
 */
import {
  renderAvatar_unstable,
  slot,
  useAvatarStyles_unstable,
  useFluent,
  useId,
  type AvatarState,
} from '@fluentui/react-components'
import { getInitials } from '@fluentui/react-avatar'
import { PersonRegular } from '@fluentui/react-icons'
import { useState } from 'react'

type AvatarColor = AvatarState['color']

// Fluent's order and hash (react-avatar useAvatar.ts), so a name keeps its colour.
const COLORFUL: readonly AvatarColor[] = [
  'dark-red',
  'cranberry',
  'red',
  'pumpkin',
  'peach',
  'marigold',
  'gold',
  'brass',
  'brown',
  'forest',
  'seafoam',
  'dark-green',
  'light-teal',
  'teal',
  'steel',
  'blue',
  'royal-blue',
  'cornflower',
  'navy',
  'lavender',
  'purple',
  'grape',
  'lilac',
  'pink',
  'magenta',
  'plum',
  'beige',
  'mink',
  'platinum',
  'anchor',
]

export function colorfulColor(name: string): AvatarColor {
  let hash = 0
  for (let i = name.length - 1; i >= 0; i--) {
    const code = name.charCodeAt(i)
    const shift = i % 8
    hash ^= (code << shift) + (code >> (8 - shift))
  }
  return COLORFUL[hash % COLORFUL.length]!
}

export function UserAvatar({ name, imageUrl }: { name: string; imageUrl?: string }) {
  const { dir } = useFluent()
  const id = useId('avatar-')
  const [imageHidden, setImageHidden] = useState<true | undefined>(undefined)
  const initials = getInitials(name, dir === 'rtl')
  const root: AvatarState['root'] = { role: 'img', id, 'aria-label': name }
  const image: AvatarState['image'] = imageUrl
    ? {
        src: imageUrl,
        alt: '',
        role: 'presentation',
        'aria-hidden': true,
        hidden: imageHidden,
        onError: () => setImageHidden(true),
        onLoad: () => setImageHidden(undefined),
      }
    : undefined
  const state: AvatarState = {
    components: { root: 'span', initials: 'span', icon: 'span', image: 'img', badge: 'div' },
    root: slot.always(root, { elementType: 'span' }),
    initials: initials
      ? slot.always({ id: `${id}__initials`, children: initials }, { elementType: 'span' })
      : undefined,
    icon:
      !initials && (!imageUrl || imageHidden)
        ? slot.always({ 'aria-hidden': true, children: <PersonRegular /> }, { elementType: 'span' })
        : undefined,
    image: slot.optional(image, { elementType: 'img' }),
    active: 'unset',
    activeAppearance: 'ring',
    shape: 'circular',
    size: 32,
    color: colorfulColor(name),
  }
  useAvatarStyles_unstable(state)
  return renderAvatar_unstable(state)
}
