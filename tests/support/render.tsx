/**
 * The one render helper for component tests: Lingui (real catalogs, chosen locale) and Fluent.
 * Pass `session` to give components the session actor they read with useActiveSession().
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import type { Locale } from '../../src/i18n/locales.ts'
import { SessionProvider, type SessionActor } from '../../src/app/session/SessionProvider.tsx'
import { activateTestLocale } from './i18n.ts'

export interface RenderOptions {
  locale?: Locale
  session?: SessionActor
}

export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', session }: RenderOptions = {},
): RenderResult {
  activateTestLocale(locale)
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const content = (
      <I18nProvider i18n={i18n}>
        <FluentProvider theme={webLightTheme}>{children}</FluentProvider>
      </I18nProvider>
    )
    return session ? <SessionProvider actor={session}>{content}</SessionProvider> : content
  }
  return render(ui, { wrapper: Wrapper })
}
