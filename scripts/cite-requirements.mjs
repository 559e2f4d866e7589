// Rewrites citations of the spec documents (product.md, calls-and-behaviour.md — not in the
// repository) into the ids of docs/requirements.md, in place:
//   product.md §2 "Compose"              → R-COMPOSE
//   calls-and-behaviour.md §4 Lock, §8   → R-LOCK, M-ERR
//   product.md §5 "Remark"               → R-VALID-3
// A quoted spec sentence that is not a heading stays after the id as prose. A citation whose
// section it cannot place is left as it is (scripts/check-requirements.mjs lists such files as
// warnings). Safe to re-run after merges: converted text holds no citation any more.
//
//   node scripts/cite-requirements.mjs            rewrite the files
//   node scripts/cite-requirements.mjs --dry-run  print what would change
import console from 'node:console'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'
import { DOC, IGNORE_MARKER, listFiles, SOURCE_ROOTS, TEST_ROOTS } from './check-requirements.mjs'

const ROOTS = [...SOURCE_ROOTS, ...TEST_ROOTS, 'docs', 'scripts', 'README.md', 'bench']
const SELF = new Set(['scripts/cite-requirements.mjs', 'scripts/check-requirements.mjs', DOC])

/**
 * Headings (and well-known phrases) of each spec section → ids, matched case-insensitively
 * against the start of the quoted or named subsection. The first match wins, so longer
 * headings come before shorter ones that start the same way.
 */
const HEADINGS = {
  'product 2': [
    ['route guard', 'R-ROUTE'],
    ['routes', 'R-ROUTE'],
    ['standalone pages', 'R-ROUTE-2'],
    ['mailbox query parameters', 'R-ROUTE-9, R-ROUTE-10'],
    ['layout', 'R-LAYOUT'],
    ['cards', 'R-LAYOUT-6'],
    ['home', 'R-HOME'],
    ['mailbox screen', 'R-MAILBOX'],
    ['locked folders', 'R-MAILBOX-1'],
    ['an audit entry', 'R-MAILBOX-2'],
    ['tab titles', 'R-MAILBOX-4'],
    ['folder list screen', 'R-LIST'],
    ['search results', 'R-LIST-10'],
    ['sender hover card', 'R-LIST-6'],
    ['paging', 'R-LIST-7'],
    ['mail reading view', 'R-READ'],
    ['attachments with download', 'R-READ-2'],
    ['address book dialog', 'R-ADDR'],
    ['attachment picker tabs', 'R-COMPOSE-4'],
    ['side panel tabs', 'R-COMPOSE-3'],
    ['options', 'R-COMPOSE-2'],
    ['dialogs: edit recipient', 'R-COMPOSE-4'],
    ['compose', 'R-COMPOSE'],
    ['review', 'R-REVIEW'],
    ['lock screen', 'R-LOCK-1'],
    ['login', 'R-LOGIN-1'],
    ['other screens', 'R-LOGIN-5'],
  ],
  'product 3': [
    ['flags', 'R-DATA-3'],
    ['tag', 'R-DATA-4'],
    ['delivery result per recipient', 'R-DATA-8'],
    ['search params', 'R-DATA-11'],
    ['review item', 'R-DATA-12'],
    ['login-after info', 'R-DATA-13'],
    ['shared status', 'R-DATA-13'],
    ['delete-folder form', 'R-DATA-6'],
    ['compose form', 'R-DATA-7'],
    ['compose defaults', 'R-COMPOSE-5'],
    ['lock state', 'R-DATA-14'],
    ['password rules', 'R-DATA-15'],
  ],
  'product 4': [
    ['review', 'R-REVIEW'],
    ['two-factor', 'R-LOGIN-3'],
    ['remark', 'R-STATE-3'],
    ['read view', 'R-READ-10'],
    ['read state', 'R-READ-9'],
    ['websocket', 'R-LIVE'],
    ['quick reply', 'R-SEND-12'],
    ['invitation', 'R-STATE-2'],
    ['screen lock', 'R-LOCK'],
    ['send status per recipient', 'R-SEND-10'],
    ['send', 'R-SEND'],
    ['compose option exclusivity', 'R-COMPOSE-6'],
    ['tabs', 'R-SEND-5'],
    ['partial send', 'R-SEND-8'],
    ['forward types', 'R-SEND-9'],
    ['folder lock', 'R-LOCK-5'],
    ['flags and tags', 'R-STATE-1'],
    ['draft auto-save', 'R-SEND-6'],
    ['sms notify', 'R-SEND-7'],
    ['shared mailbox switch', 'R-SESSION-5'],
    ['big-file upload', 'R-STATE-5'],
    ['upload', 'R-STATE-4'],
  ],
  'product 5': [
    ['recipient entry', 'R-VALID-14'],
    ['address form', 'R-VALID-14'],
    ['remark', 'R-VALID-3'],
    ['folder name', 'R-VALID-1'],
    ['compose send', 'R-VALID-11'],
    ['captcha', 'R-LOGIN-2'],
    ['duplicate names refused', 'R-VALID-18'],
    ['big-file upload', 'R-VALID-18'],
    ['tag name', 'R-VALID-2'],
    ['selection', 'R-VALID-21'],
    ['search', 'R-VALID-16'],
    ['passwords', 'R-VALID-4, R-VALID-5, R-VALID-6, R-VALID-7'],
    ['mail view password', 'R-VALID-9'],
    ['image upload in editor', 'R-VALID-17'],
    ['draft', 'R-VALID-15'],
    ['burn', 'R-VALID-10'],
    ['import eml', 'R-VALID-19'],
    ['lock password', 'R-VALID-8'],
    ['attachment preview', 'R-READ-2'],
  ],
  'product 6': [
    ['account switches', 'R-ROLE'],
    ['shared-mailbox user', 'R-ROLE-1'],
  ],
  'calls 3': [['send/save form', 'R-DATA-7']],
  'calls 4': [
    ['send and save', 'R-SEND'],
    ['lock', 'R-LOCK'],
    ['session', 'R-SESSION'],
    ['review', 'R-REVIEW'],
  ],
  'calls 5': [['lock password required', 'R-VALID-8']],
  'calls 7': [
    ['chunked upload', 'R-CALL-8'],
    ['compose params', 'R-CALL-7'],
    ['templates', 'R-CALL-7'],
    ['contacts', 'R-CALL-7'],
    ['mail message operations', 'R-CALL-6'],
  ],
  'calls 8': [
    ['send failure', 'M-ERR-7'],
    ['other failures', 'M-ERR-23'],
    ['mail not found', 'M-ERR-9'],
  ],
  // product.md "Layout" without a section number
  'product ': [
    ['layout', 'R-LAYOUT'],
    ['home', 'R-HOME'],
    ['other screens', 'R-LOGIN-5'],
  ],
}

/** A section cited without a heading: the words on the line decide, else the section's area. */
const BY_CONTEXT = {
  'product 2': [
    [/guard|route|redirect/i, 'R-ROUTE'],
    [/tab strip|folder tree|tabs?\b/i, 'R-MAILBOX'],
    [/toolbar|folder list|pag(?:er|ing)|header|search panel|column|criteria/i, 'R-LIST'],
    [/switcher|top bar|sidebar|avatar|card|skin|search box|full-text|layout/i, 'R-LAYOUT'],
    [/welcome|home/i, 'R-HOME'],
    [/reader|reading|attachment/i, 'R-READ'],
    [/compose/i, 'R-COMPOSE'],
    [/review/i, 'R-REVIEW'],
    [/login|captcha|two-factor/i, 'R-LOGIN'],
    [/lock/i, 'R-LOCK'],
  ],
  'product 3': [[/./, 'R-DATA']],
  'product 4': [
    [/lock/i, 'R-LOCK'],
    [/session|token|idle/i, 'R-SESSION'],
    [/\blive\b|channel|websocket/i, 'R-LIVE'],
    [/review/i, 'R-REVIEW'],
    [/send|recall|deliver/i, 'R-SEND'],
    [/./, 'R-STATE'],
  ],
  'product 5': [[/./, 'R-VALID']],
  'product 6': [[/./, 'R-ROLE']],
  'calls 2': [[/./, 'R-ROUTE']],
  'calls 3': [[/./, 'R-DATA']],
  'calls 4': [
    [/lock/i, 'R-LOCK'],
    [/\blive\b|channel|heartbeat|ping/i, 'R-LIVE'],
    [/session|token|idle|expir|shared/i, 'R-SESSION'],
    [/review/i, 'R-REVIEW'],
    [/./, 'R-SEND'],
  ],
  'calls 5': [[/./, 'R-VALID']],
  'calls 6': [[/./, 'R-ROLE']],
  'calls 7': [[/./, 'R-CALL']],
  'calls 8': [[/./, 'M-ERR']],
  'calls 9': [
    // The constant the line talks about, most specific first.
    [/heartbeat|\bping\b/i, 'C-TIME-5'],
    [/reconnect|retry/i, 'C-TIME-6'],
    [/token refresh|before expiry|\b1800\b/i, 'C-TIME-4'],
    [/session check|every 60 s/i, 'C-TIME-3'],
    [/idle|\btick/i, 'C-TIME-1, C-TIME-2'],
    [/cookie/i, 'C-TIME-7'],
    [/session timeout/i, 'C-TIME-8'],
    [/\b600 ms|polled|\bpoll/i, 'C-TIME-9'],
    [/\b1500\b/i, 'C-TIME-10'],
    [/address delay|\b300 ms/i, 'C-TIME-13'],
    [/expiry choices|online.attachment expiry|quarter/i, 'C-TIME-15'],
    [/chunk/i, 'C-LIMIT-10, C-LIMIT-11'],
    [/remark/i, 'C-LIMIT-3'],
    [/tag name|#33B679|preset colou?r/i, 'C-LIMIT-4'],
    [/burn/i, 'C-LIMIT-5'],
    [/preview|10485760|10 ?MB/i, 'C-LIMIT-6'],
    [/online attachment|30 ?M\b/i, 'C-LIMIT-7'],
    [/under 1 ?M\b|saved with attachments/i, 'C-LIMIT-8'],
    [/page size|pages? by|a page\b/i, 'C-LIMIT-9'],
    [/mail levels?|\blevels?\b/i, 'C-LIMIT-12'],
    [/tab title|truncat/i, 'C-LIMIT-13'],
    [/date option|size option/i, 'C-LIMIT-14'],
    [/stationery|minimum height/i, 'C-LIMIT-15'],
    [/public.key|1024/i, 'C-LIMIT-16'],
    [/protected-mail password|6 characters/i, 'C-LIMIT-2'],
    [/password/i, 'C-LIMIT-1'],
    [
      /\b(?:ms|s|seconds?|minutes?|hours?|days?|timeout|interval|delay|heartbeat|ping|idle|refresh|lifetime|cookie|poll|tick)\b/i,
      'C-TIME',
    ],
    [/./, 'C-LIMIT'],
  ],
}

const headingId = (key, text) =>
  HEADINGS[key]?.find(([heading]) => text.toLowerCase().startsWith(heading))?.[1]
const contextId = (key, line) => BY_CONTEXT[key]?.find(([pattern]) => pattern.test(line))?.[1]

/**
 * Converts every citation in one text. Returns { text, converted, left }, where `left` counts
 * citations it could not place.
 */
export function convert(text) {
  let converted = 0
  let left = 0
  const pattern =
    /\b(product|calls-and-behaviour)\.md\b((?:,? ?§\d+(?![–-]§)(?:(?:,? "[^"\n]*")+| [A-Z][a-z-]+(?: (?:lock|eml|guard|screens))?)?)+|(?: "[^"\n]*")?)/g
  const result = text.replace(pattern, (whole, name, tail, offset, all) => {
    const doc = name === 'product' ? 'product' : 'calls'
    const lineStart = all.lastIndexOf('\n', offset) + 1
    const lineEnd = all.indexOf('\n', offset)
    const line = all.slice(lineStart, lineEnd === -1 ? undefined : lineEnd)
    const parts = [
      ...tail.matchAll(
        /(?:,? ?§(\d+))?((?:,? "[^"\n]*")+| [A-Z][a-z-]+(?: (?:lock|eml|guard|screens))?)?/g,
      ),
    ].filter((part) => part[0].length)
    if (!parts.length) parts.push(['', undefined, undefined])
    const segments = []
    const emitted = new Set()
    for (const [, section, sub] of parts) {
      const key = `${doc} ${section ?? ''}`
      const quotes = sub ? [...sub.matchAll(/"([^"\n]*)"/g)].map((m) => m[1]) : []
      const word = sub && !quotes.length ? sub.trim() : undefined
      const ids = []
      const prose = []
      for (const phrase of word ? [word] : quotes) {
        const id = headingId(key, phrase)
        if (id) ids.push(id)
        // A heading is replaced by its id; a quoted sentence or an unknown name stays.
        if (!id || !HEADINGS[key]?.some(([heading]) => heading === phrase.toLowerCase()))
          prose.push(word ? phrase : `"${phrase}"`)
      }
      if (!ids.length) {
        const id = section ? contextId(key, line) : undefined
        if (!id) {
          left += 1
          return whole
        }
        ids.push(id)
      }
      const fresh = [...new Set(ids)].filter((id) => !emitted.has(id))
      fresh.forEach((id) => emitted.add(id))
      if (fresh.length || prose.length)
        segments.push(
          [...fresh, ...(fresh.length ? [] : ids)].join(', ') +
            (prose.length ? ` ${prose.join(', ')}` : ''),
        )
    }
    converted += 1
    return segments.join(', ')
  })
  return { text: result, converted, left }
}

function main() {
  const root = process.cwd()
  const dryRun = process.argv.includes('--dry-run')
  let files = 0
  let converted = 0
  let left = 0
  for (const file of listFiles(root, ROOTS)) {
    if (SELF.has(file)) continue
    const before = readFileSync(join(root, file), 'utf8')
    if (!/\b(?:product|calls-and-behaviour)\.md\b/.test(before) || before.includes(IGNORE_MARKER))
      continue
    const result = convert(before)
    converted += result.converted
    left += result.left
    if (result.text === before) continue
    files += 1
    if (dryRun) {
      const a = before.split('\n')
      const b = result.text.split('\n')
      a.forEach((line, i) => {
        if (line !== b[i]) console.log(`${file}:${i + 1}\n  - ${line.trim()}\n  + ${b[i]?.trim()}`)
      })
    } else {
      writeFileSync(join(root, file), result.text)
    }
  }
  console.log(
    `${dryRun ? 'would convert' : 'converted'} ${converted} citations in ${files} files; ${left} left as they were`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
