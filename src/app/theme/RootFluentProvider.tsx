/**
 * Fluent's FluentProvider for the app's one top-level provider, put together from the pieces
 * Fluent exports for that (the theme style tag, context values and render function FluentProvider
 * itself is made of). Two differences, both to keep code out of the login page's JavaScript,
 * which uses no Fluent component that needs it (≈ 2.7 KB gzip):
 *  - FluentProvider passes its props through getIntrinsicElementProps, whose table of every HTML
 *    element's attributes (@fluentui/react-utilities properties.js) comes along; here the root
 *    div gets exactly the props that pass that filter (style, dir, the focus-visible ref,
 *    children);
 *  - its root styles are Fluent's, but compiled at build time like ours (vite.griffel.ts):
 *    useFluentProviderStyles_unstable reads Griffel's renderer, which brings Griffel's runtime
 *    style insertion along.
 *
 * Same output as <FluentProvider theme style> (tests/unit/app/RootFluentProvider.test.tsx): the
 * root element and its classes, the theme style tag, keyborg's focus-visible attribute and every
 * context Fluent components read. As the top-level provider there is no parent theme, overrides
 * or style hooks to merge.
 */
import {
  fluentProviderClassNames,
  makeStyles,
  mergeClasses,
  renderFluentProvider_unstable,
  slot,
  useFluent,
  tokens,
  typographyStyles,
  useFluentProviderContextValues_unstable,
  useFluentProviderThemeStyleTag,
  useFocusVisible,
  type FluentProviderState,
  type PartialTheme,
} from '@fluentui/react-components'
import type { CSSProperties, ReactNode } from 'react'

// Stable empty objects, as FluentProvider's own defaults (no re-render from a new object).
const NO_RENDERER_ATTRIBUTES = {}
const NO_OVERRIDES = {}
const NO_STYLE_HOOKS = {}

/** The rules of useFluentProviderStyles_unstable. */
const useStyles = makeStyles({
  root: {
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'left',
    ...typographyStyles.body1,
  },
})

export function RootFluentProvider({
  theme,
  style,
  children,
}: {
  theme: PartialTheme
  style?: CSSProperties
  children: ReactNode
}) {
  const { dir, targetDocument } = useFluent()
  const styles = useStyles()
  const { styleTagId, rule } = useFluentProviderThemeStyleTag({
    theme,
    targetDocument,
    rendererAttributes: NO_RENDERER_ATTRIBUTES,
  })
  const focusVisibleRef = useFocusVisible<HTMLDivElement>({ targetDocument })
  const state: FluentProviderState = {
    applyStylesToPortals: true,
    customStyleHooks_unstable: NO_STYLE_HOOKS,
    dir,
    targetDocument,
    theme,
    overrides_unstable: NO_OVERRIDES,
    themeClassName: styleTagId,
    components: { root: 'div' },
    root: slot.always({ style, dir, ref: focusVisibleRef, children }, { elementType: 'div' }),
    serverStyleProps: { cssRule: rule, attributes: { id: styleTagId } },
  }
  state.root.className = mergeClasses(fluentProviderClassNames.root, styleTagId, styles.root)
  return renderFluentProvider_unstable(state, useFluentProviderContextValues_unstable(state))
}
