// i18n completeness gate (`npm run i18n:check`): re-extracts the catalogs from the source, then
// fails listing every message that zh-tw or en has not translated (empty msgstr) or marks fuzzy.
// zh-hans is the source language: its msgstr may stay empty, Lingui falls back to the msgid.
import { spawnSync } from 'node:child_process'
import console from 'node:console'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'

const SOURCE_LOCALE = 'zh-hans'
const TARGET_LOCALES = ['zh-tw', 'en']
const catalogPath = (locale) => join('src', 'i18n', 'locales', locale, 'messages.po')

/** Decodes the C-style escapes gettext allows inside a quoted PO string. */
function unquote(line) {
  const body = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'))
  const escapes = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' }
  return body.replace(/\\(.)/g, (_, ch) => escapes[ch] ?? ch)
}

/**
 * Parses a PO file into entries {context, id, strings, fuzzy}. Handles multi-line strings,
 * msgctxt, flags and gettext plurals (msgstr[n]); obsolete `#~` entries and the header
 * (empty msgid) are skipped.
 */
export function parsePo(text) {
  const entries = []
  let entry = null
  let field = null
  const flush = () => {
    if (entry && entry.id !== undefined && entry.id !== '') entries.push(entry)
    entry = null
    field = null
  }
  const current = () => (entry ??= { context: '', id: undefined, strings: {}, fuzzy: false })
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line === '') {
      flush()
    } else if (line.startsWith('#,')) {
      if (entry?.id !== undefined) flush()
      if (/\bfuzzy\b/.test(line)) current().fuzzy = true
    } else if (line.startsWith('#')) {
      // Comments start the next entry when they follow a complete one.
      if (entry?.id !== undefined) flush()
    } else if (line.startsWith('"')) {
      if (!entry || !field) continue
      if (field === 'msgid') entry.id += unquote(line)
      else if (field === 'msgctxt') entry.context += unquote(line)
      else entry.strings[field] += unquote(line)
    } else {
      const match = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s/.exec(line)
      if (!match) continue
      const keyword = match[1]
      if ((keyword === 'msgid' || keyword === 'msgctxt') && entry?.id !== undefined) flush()
      const target = current()
      field = keyword
      if (keyword === 'msgid') target.id = unquote(line)
      else if (keyword === 'msgctxt') target.context = unquote(line)
      else if (keyword === 'msgid_plural') field = null
      else target.strings[keyword] = unquote(line)
    }
  }
  flush()
  return entries
}

const keyOf = (entry) => `${entry.context}\u0004${entry.id}`
const describe = (entry) =>
  entry.context
    ? `msgctxt ${JSON.stringify(entry.context)} msgid ${JSON.stringify(entry.id)}`
    : `msgid ${JSON.stringify(entry.id)}`

function readCatalog(locale) {
  const file = catalogPath(locale)
  return existsSync(file) ? parsePo(readFileSync(file, 'utf8')) : null
}

function extract() {
  const result = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    console.error('check-i18n: `lingui extract --clean` failed')
    process.exit(1)
  }
}

function main() {
  extract()
  const source = readCatalog(SOURCE_LOCALE) ?? []
  if (source.length === 0) {
    console.log('i18n: 0 messages in the source yet, nothing to translate — OK')
    return
  }
  const problems = []
  const counts = []
  for (const locale of TARGET_LOCALES) {
    const catalog = readCatalog(locale)
    const byKey = new Map((catalog ?? []).map((entry) => [keyOf(entry), entry]))
    let translated = 0
    for (const sourceEntry of source) {
      const entry = byKey.get(keyOf(sourceEntry))
      const strings = entry ? Object.values(entry.strings) : []
      if (!entry) problems.push(`[${locale}] missing from catalog: ${describe(sourceEntry)}`)
      else if (entry.fuzzy) problems.push(`[${locale}] fuzzy: ${describe(entry)}`)
      else if (strings.length === 0 || strings.some((s) => s === ''))
        problems.push(`[${locale}] empty msgstr: ${describe(entry)}`)
      else translated += 1
    }
    counts.push(`${locale} ${translated}/${source.length}`)
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    console.error(
      `check-i18n: ${problems.length} untranslated or fuzzy message(s) (${counts.join(', ')}); ` +
        'translate them in src/i18n/locales/<locale>/messages.po',
    )
    process.exit(1)
  }
  console.log(`i18n: ${source.length} message(s), all translated (${counts.join(', ')}) — OK`)
}

// Importable for tests of the parser; runs only as a script.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main()
