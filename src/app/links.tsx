/**
 * Router-aware Fluent controls: real <a href> elements (middle-click, keyboard and screen readers
 * work) that navigate through TanStack Router. Never nest a <Button> inside a <Link>.
 */
import { createLink } from '@tanstack/react-router'
import {
  Button,
  Link as FluentLink,
  type ButtonProps,
  type LinkProps,
} from '@fluentui/react-components'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement>

const AnchorButton = forwardRef<HTMLAnchorElement, Omit<ButtonProps, 'as'> & AnchorProps>(
  (props, ref) => {
    const anchorProps = { ...props, as: 'a', ref } as unknown as ButtonProps
    return <Button {...anchorProps} />
  },
)
AnchorButton.displayName = 'AnchorButton'

const AnchorLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'as'> & AnchorProps>(
  (props, ref) => {
    const anchorProps = { ...props, as: 'a', ref } as unknown as LinkProps
    return <FluentLink {...anchorProps} />
  },
)
AnchorLink.displayName = 'AnchorLink'

export const ButtonLink = createLink(AnchorButton)
export const TextLink = createLink(AnchorLink)
