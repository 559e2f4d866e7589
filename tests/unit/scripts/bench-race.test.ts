/**
 * The pure parts of `npm run bench:race` (scripts/bench-race*.mjs): ratios, the targets of
 * issue 11 §5, the results writer and the README section, the chunk breakdown, the options and
 * the client's side of the HTTP login. The browser and server parts are run by the script itself.
 */
import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fakeBackendFiles, shareOfKinds } from '../../../scripts/bench-race-chunks.mjs'
import { encryptPassword } from '../../../scripts/bench-race-login.mjs'
import {
  README_END,
  README_START,
  type RaceResults,
  clientShare,
  demoTargets,
  mergeResults,
  raceTable,
  ratios,
  replaceReadmeSection,
  sizeEntry,
  whereTimeGoes,
} from '../../../scripts/bench-race-report.mjs'
import { parseRaceOptions } from '../../../scripts/bench-race.mjs'
import { decryptSecret } from '../../../src/domain/crypto/secret.ts'

const roundcube = {
  median: {
    nav_to_rows_ms: 900,
    open_msg_ms: 270,
    folder_other_ms: 180,
    folder_back_ms: 120,
    js_gzip6_bytes: 228_061,
    heap_used_after_gc_mb: 3.6,
  },
}
const ours = (median: Record<string, number>) => ({ median: { ...median } })

describe('ratios: ours ÷ Roundcube', () => {
  it('divides per metric, two decimals; n/a where a side is missing or zero', () => {
    expect(
      ratios({ nav_to_rows_ms: 405, open_msg_ms: 90, js_gzip6_bytes: 0 }, roundcube.median),
    ).toMatchObject({
      nav_to_rows_ms: 0.45,
      open_msg_ms: 0.33,
      js_gzip6_bytes: 0,
      folder_back_ms: null,
    })
    expect(ratios({ open_msg_ms: 5 }, { open_msg_ms: 0 }).open_msg_ms).toBeNull()
  })
})

describe('targets of issue 11 §5', () => {
  const fast = {
    nav_to_rows_ms: 405,
    nav_list_server_ms: 5,
    open_msg_ms: 80,
    folder_other_ms: 60,
    folder_back_ms: 41,
    js_gzip6_bytes: 200_000,
    heap_used_after_gc_mb: 12,
  }

  it('pass exactly at the limits (≤), at one size', () => {
    const entry = sizeEntry(1500, roundcube, ours(fast))
    expect(entry.targets.map((t) => [t.label, t.verdict])).toEqual([
      ['nav ÷ Roundcube nav', 'PASS'],
      ['click a mail → body painted', 'PASS'],
      ['folder switch → rows (slower of the two)', 'PASS'],
      ['JS on the mail screen, gzip', 'PASS'],
      ['JS heap after GC', 'PASS'],
    ])
    expect(entry.ours!.median.nav_client_share_ms).toBe(400)
  })

  it('fail just over them; the slower folder switch counts', () => {
    const slow = {
      nav_to_rows_ms: 406,
      open_msg_ms: 80.1,
      folder_other_ms: 20,
      folder_back_ms: 61,
      js_gzip6_bytes: 200_001,
      heap_used_after_gc_mb: 12.1,
    }
    const verdicts = sizeEntry(1500, roundcube, ours(slow)).targets.map((t) => t.verdict)
    expect(verdicts).toEqual(['FAIL', 'FAIL', 'FAIL', 'FAIL', 'FAIL'])
  })

  it('say n/a, never PASS, for a figure that was not measured', () => {
    const entry = sizeEntry(100_000, null, ours({ open_msg_ms: 50 }))
    expect(entry.targets.map((t) => t.verdict)).toEqual(['n/a', 'PASS', 'n/a', 'n/a', 'n/a'])
  })

  it('demo: 1 s to rows, 150 ms to open, no pinyin on the mail screen, 20 MB heap', () => {
    const demo = { nav_to_rows_ms: 2300, open_msg_ms: 150, heap_used_after_gc_mb: 25 }
    const verdicts = demoTargets(demo, {
      fake_backend_gzip6_bytes: 378_000,
      pinyin_gzip6_bytes: 143_000,
    }).map((t) => `${t.verdict} ${t.label}`)
    expect(verdicts).toEqual([
      'FAIL nav → first row',
      'PASS open a mail',
      'FAIL pinyin dictionary on the mail screen, gzip',
      'FAIL JS heap after GC',
    ])
    expect(demoTargets(demo, { pinyin_gzip6_bytes: 0 })[2]!.verdict).toBe('PASS')
  })

  it('client share is n/a without the server figure', () => {
    expect(clientShare({ nav_to_rows_ms: 300 })).toBeNull()
    expect(whereTimeGoes({ nav_to_rows_ms: 300 })).toContain('n/a')
  })

  it("says whether the mock server's query is the bottleneck, and the client's share", () => {
    expect(
      whereTimeGoes({ nav_to_rows_ms: 2000, nav_list_server_ms: 20, nav_list_start_ms: 1800 }),
    ).toBe(
      'Where the time goes: the list call takes 20 ms on the mock server (1% of (a)), so the ' +
        "mock server's query is not the bottleneck; the client's share is 1,980 ms; the list " +
        'call starts 1,800 ms after navigation.',
    )
    expect(whereTimeGoes({ nav_to_rows_ms: 900, nav_list_server_ms: 600 })).toContain(
      "so the mock server's own query is the bottleneck; the client's share is 300 ms.",
    )
  })
})

describe('the results writer', () => {
  const race: RaceResults = {
    date: '2026-11-26T08:00:00.000Z',
    commit: 'abc1234',
    machine: '2 cores',
    browser: 'chromium 156',
    load: 'at start 9.0 / 8.0 / 7.0',
    options: { runs: 3, warmup: 1, sizes: [1500] },
    sizes: {
      '1500': sizeEntry(1500, roundcube, ours({ nav_to_rows_ms: 450, open_msg_ms: 60.04 })),
    },
    demo: null,
    notes: ['a note'],
  }

  it('replaces only the race key of bench/results.json', () => {
    const merged = mergeResults({ date: 'old', real: { a: 1 }, race: { stale: true } }, race)
    expect(merged).toEqual({ date: 'old', real: { a: 1 }, race })
  })

  it('writes a table with both sides, the ratio and the verdicts', () => {
    const table = raceTable(race)
    expect(table).toContain('| (a) cold nav → first row painted | 900 ms | 450 ms | 0.5× |')
    expect(table).toContain('| (d) JS gzip-6 | 228,061 B | n/a |')
    expect(table).toContain('**FAIL** nav ÷ Roundcube nav: 0.5 × (target ≤ 0.45 ×)')
    expect(table).toContain('**PASS** click a mail → body painted: 60 ms (target ≤ 80 ms)')
    expect(table).toContain('at commit `abc1234`')
    expect(table).toContain('- a note')
  })

  it('appends the README section once, then replaces it in place', () => {
    const readme = '# Bench\n\ntext\n\n## After\n'
    const once = replaceReadmeSection(readme, 'first')
    expect(once).toContain(
      `<!-- prettier-ignore-start -->\n${README_START}\nfirst\n${README_END}\n<!-- prettier-ignore-end -->`,
    )
    const twice = replaceReadmeSection(once, 'second')
    expect(twice).toBe(once.replace('first', 'second'))
    expect(twice.match(/Latest race results/g)).toHaveLength(1)
    // A section written before the ignore markers existed gets them, once.
    const old = `# Bench\n\n${README_START}\nold\n${README_END}\n\n## After\n`
    const fixed = replaceReadmeSection(old, 'new')
    expect(fixed).toBe(
      `# Bench\n\n<!-- prettier-ignore-start -->\n${README_START}\nnew\n${README_END}\n<!-- prettier-ignore-end -->\n\n## After\n`,
    )
    expect(replaceReadmeSection(fixed, 'new')).toBe(fixed)
  })
})

describe('chunk breakdown', () => {
  it('shares a chunk out by the source text of each kind', () => {
    const shares = shareOfKinds(
      [
        '../../mocks/handlers/mail.ts',
        '../../node_modules/pinyin-pro/dist/index.mjs',
        '../../src/a.ts',
      ],
      ['x'.repeat(50), 'y'.repeat(30), 'z'.repeat(20)],
    )
    expect(shares).toEqual({ fake_backend: 0.5, pinyin: 0.3 })
    expect(shareOfKinds(['../../node_modules/msw/lib/core/index.mjs'], ['m'])).toEqual({
      fake_backend: 1,
      pinyin: 0,
    })
  })
})

describe('fake backend chunks', () => {
  it('are the chunks reachable from its door and from nothing of the app', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/app/demo.ts': { file: 'assets/demo.js', isDynamicEntry: true, imports: ['_shared.js'] },
      'mocks/browser.ts': {
        file: 'assets/browser.js',
        isDynamicEntry: true,
        imports: ['_dayjs.js', '_msw.js'],
      },
      '_msw.js': { file: 'assets/msw.js' },
      '_dayjs.js': { file: 'assets/dayjs.js' },
      'src/features/mailbox/List.tsx': {
        file: 'assets/List.js',
        isDynamicEntry: true,
        imports: ['_dayjs.js'],
      },
    }
    expect([...fakeBackendFiles(manifest)].sort()).toEqual([
      'assets/browser.js',
      'assets/demo.js',
      'assets/msw.js',
    ])
  })
})

describe('options and login', () => {
  it('reads --runs, --warmup, --sizes, --skip-roundcube and --only', () => {
    expect(parseRaceOptions([])).toEqual({
      runs: 3,
      warmup: 1,
      sizes: [1500, 100_000],
      skipRoundcube: false,
      only: null,
      notes: [],
      tableOnly: false,
    })
    expect(
      parseRaceOptions([
        '--runs',
        '5',
        '--warmup',
        '0',
        '--sizes',
        '1500',
        '--skip-roundcube',
        '--only',
        'demo',
      ]),
    ).toMatchObject({ runs: 5, warmup: 0, sizes: [1500], skipRoundcube: true, only: 'demo' })
    expect(parseRaceOptions(['--table-only', '--note', 'a', '--note', 'b'])).toMatchObject({
      tableOnly: true,
      notes: ['a', 'b'],
    })
    expect(() => parseRaceOptions(['--only', 'both'])).toThrow('--only must be real or demo')
    expect(() => parseRaceOptions(['--runs', '0'])).toThrow('--runs must be ≥ 1')
  })

  it('encrypts the password like the client: the server reads it back with its timestamp', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 })
    const cipher = encryptPassword(
      publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      'Webmail@2468',
      1_790_000_000,
    )
    const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
    expect(decryptSecret(pem, cipher)).toEqual({ secret: 'Webmail@2468', timestamp: 1_790_000_000 })
  })
})
