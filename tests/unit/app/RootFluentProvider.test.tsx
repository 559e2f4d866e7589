/**
 * The app's top-level provider must behave exactly like Fluent's <FluentProvider theme style>:
 * same root element (classes, dir, style), same theme style tag, the same contexts for Fluent
 * components below it, and keyborg's focus-visible attribute. Fluent's own provider is the
 * reference.
 */
import {
  Button,
  FluentProvider,
  useFluent,
  useThemeClassName,
  webDarkTheme,
  webLightTheme,
  type PartialTheme,
} from '@fluentui/react-components'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { RootFluentProvider } from '../../../src/app/theme/RootFluentProvider.tsx'

/** The generated provider id (a React useId) made comparable. */
const normalise = (text: string) => text.replace(/fui-FluentProvider_r_[0-9a-z]+_/g, 'fui-FP-ID')

function ContextProbe() {
  const { dir, targetDocument } = useFluent()
  const themeClassName = useThemeClassName()
  return (
    <output
      data-testid="probe"
      data-dir={dir}
      data-document={String(targetDocument === document)}
      data-theme-class={themeClassName}
    />
  )
}

const content = (
  <>
    <ContextProbe />
    <Button>OK</Button>
  </>
)

/** Root markup, theme style rule and context values under one of the two providers. */
function renderWith(which: 'fluent' | 'root', theme: PartialTheme) {
  const { container, unmount } = render(
    which === 'fluent' ? (
      <FluentProvider theme={theme} style={{ height: '100%' }}>
        {content}
      </FluentProvider>
    ) : (
      <RootFluentProvider theme={theme} style={{ height: '100%' }}>
        {content}
      </RootFluentProvider>
    ),
  )
  const root = container.firstElementChild as HTMLElement
  const themeClass = [...root.classList].find((name) => name.startsWith('fui-FluentProvider_'))
  const styleTag = themeClass ? document.getElementById(themeClass) : null
  const rules = [...((styleTag as HTMLStyleElement | null)?.sheet?.cssRules ?? [])]
  const probe = screen.getByTestId('probe')
  const result = {
    markup: normalise(root.outerHTML),
    rule: normalise(rules.map((rule) => rule.cssText).join('\n')),
    themeClassIsRootClass: probe.dataset.themeClass === root.className,
  }
  unmount()
  return { ...result, styleTagRemoved: !themeClass || !document.getElementById(themeClass) }
}

afterEach(cleanup)

describe('RootFluentProvider', () => {
  it.each([
    ['the static default skin (no variables of its own)', {}],
    ['a light skin', webLightTheme],
    ['the night skin', webDarkTheme],
  ])('renders like FluentProvider with %s', (_name, theme) => {
    const fluent = renderWith('fluent', theme)
    const root = renderWith('root', theme)
    expect(root).toEqual(fluent)
    expect(root.markup).toContain('class="fui-FluentProvider fui-FP-ID')
    expect(root.markup).toContain('dir="ltr"')
    expect(root.markup).toContain('style="height: 100%;"')
    expect(root.markup).toContain('data-dir="ltr" data-document="true"')
    expect(root.themeClassIsRootClass).toBe(true)
    expect(root.styleTagRemoved).toBe(true)
  })

  it('writes the skin as CSS variables on its class', () => {
    const { rule } = renderWith('root', webDarkTheme)
    expect(rule).toContain('.fui-FP-ID')
    expect(rule).toContain(`--colorNeutralBackground1: ${webDarkTheme.colorNeutralBackground1}`)
  })

  it('marks keyboard focus for Fluent focus outlines (data-fui-focus-visible)', async () => {
    render(
      <RootFluentProvider theme={{}}>
        <Button>OK</Button>
      </RootFluentProvider>,
    )
    const user = userEvent.setup()
    await user.tab()
    const button = screen.getByRole('button', { name: 'OK' })
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('data-fui-focus-visible')
  })
})
