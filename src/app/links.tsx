/**
 * Router-aware Fluent controls: real <a href> elements (middle-click, keyboard and screen readers
 * work) that navigate through TanStack Router. Never nest a <Button> inside a <Link>.
 */
import { createLink, useRouter } from '@tanstack/react-router'
import {
  Button,
  Link as FluentLink,
  type ButtonProps,
  type LinkProps,
} from '@fluentui/react-components'
import {
  forwardRef,
  useMemo,
  type AnchorHTMLAttributes,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react'

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

/** Where a still link goes: a route of the app, as `navigate` takes it. */
export interface StillTarget {
  to: string
  params?: Record<string, string>
  search?: Record<string, unknown>
}

/**
 * What a still link needs from the router: its href, built once per target, and the router's own
 * navigation on a plain left click (a modified or middle click, or another target, is the
 * browser's), with the route's code read ahead on intent like `defaultPreload: 'intent'`.
 */
function useStillLink(target: StillTarget, props: AnchorProps) {
  const router = useRouter()
  const key = JSON.stringify([target.to, target.params, target.search])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the target's value
  const options = useMemo(() => target, [key])
  const href = useMemo(() => {
    const location = router.buildLocation(options as never)
    return router.history.createHref(location.publicHref)
  }, [router, options])
  const preload = () => void router.preloadRoute(options as never).catch(() => undefined)
  return {
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      props.onClick?.(event)
      const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey
      const here = !props.target || props.target === '_self'
      if (event.defaultPrevented || !plain || event.shiftKey || !here) return
      event.preventDefault()
      void router.navigate(options as never)
    },
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => {
      props.onPointerEnter?.(event)
      preload()
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      props.onFocus?.(event)
      preload()
    },
  }
}

/**
 * Links that do not follow the location (decision 371). A router link renders again at every URL
 * change, to rebuild its href against the new location and tell whether it is active: the sidebar's
 * areas and the folder tree's folders (a dozen and more links) rendered again at every folder
 * switch and mail open. These go to absolute targets and their callers say which one is current
 * (`aria-current`), so they render only when their own props change. No automatic active state.
 */
export const StillButtonLink = forwardRef<
  HTMLAnchorElement,
  Omit<ButtonProps, 'as' | 'href'> & Omit<AnchorProps, 'href'> & StillTarget
>(({ to, params, search, ...props }, ref) => {
  const link = useStillLink({ to, params, search }, props)
  return <AnchorButton {...props} {...link} ref={ref} />
})
StillButtonLink.displayName = 'StillButtonLink'

export const StillTextLink = forwardRef<
  HTMLAnchorElement,
  Omit<LinkProps, 'as' | 'href'> & Omit<AnchorProps, 'href'> & StillTarget
>(({ to, params, search, ...props }, ref) => {
  const link = useStillLink({ to, params, search }, props)
  return <AnchorLink {...props} {...link} ref={ref} />
})
StillTextLink.displayName = 'StillTextLink'
