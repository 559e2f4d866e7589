/**
 * The layer rule of eslint.config.js, run through ESLint's Node API on fixture sources: machines
 * never import the app or the screens (nor React, nor the API), and domain rules never import
 * React, the API, the app or the screens. Lower layers are what the next screens build on.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

// The first run loads the config and its plugins: seconds on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: 'machines/fixture.ts' }), 60_000)

async function importErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}'\n\nexport const used = thing\n`
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('machines import no app, screen, React or API code', () => {
  const file = 'machines/mail-list/fixture.ts'
  it.each([
    '../../src/features/mailbox/listSource.ts',
    '../../src/features/mailbox/tabs/mailTabs.types.ts',
    '../../src/app/services.ts',
    '../../src/api/types.ts',
    'react',
    '@xstate/react',
  ])('%s is refused', async (specifier) => {
    expect(await importErrors(file, specifier)).toHaveLength(1)
  })

  it.each(['../../src/domain/mail/listSource.ts', './mail-list.types.ts', 'xstate'])(
    '%s is allowed',
    async (specifier) => {
      expect(await importErrors(file, specifier)).toEqual([])
    },
  )
})

describe('domain rules import no React, API, app or screen code', () => {
  const file = 'src/domain/mail/fixture.ts'
  it.each([
    'react',
    'react-dom/client',
    '../../api/types.ts',
    '../../api/client.ts',
    'openapi-fetch',
    '../../app/services.ts',
    '../../features/mailbox/fetchListPage.ts',
  ])('%s is refused', async (specifier) => {
    expect(await importErrors(file, specifier)).toHaveLength(1)
  })

  it.each(['./selection.ts', '../search/searchParams.ts', '../constants.ts', 'dayjs'])(
    '%s is allowed',
    async (specifier) => {
      expect(await importErrors(file, specifier)).toEqual([])
    },
  )
})

describe('the screens may still import lower layers', () => {
  it('a feature imports the API client and the domain', async () => {
    const file = 'src/features/mailbox/fixture.ts'
    expect(await importErrors(file, '../../api/client.ts')).toEqual([])
    expect(await importErrors(file, '../../domain/mail/listSource.ts')).toEqual([])
  })
})
