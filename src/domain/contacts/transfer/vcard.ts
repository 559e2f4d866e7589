/**
 * vCard 3.0 and 4.0 (RFC 2426, RFC 6350) read and written with ical.js: a card becomes a row of
 * the contact fields; export writes 3.0, which Outlook, Gmail and Apple Contacts all read.
 */
import ICAL from 'ical.js'
import { CONTACT_FIELDS, type ContactField, type ContactValues } from './fields.ts'
import type { ContactTable } from './parse.ts'

/** A jCard property: [name, params, value type, ...values]. */
type JProperty = [string, Record<string, string | string[]>, string, ...unknown[]]

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.map(textOf).filter(Boolean).join(' ') : String(value ?? '').trim()

function typesOf(property: JProperty): string[] {
  const type = property[1].type
  return (Array.isArray(type) ? type : type ? [type] : []).flatMap((t) =>
    t.toLowerCase().split(','),
  )
}

/** ADR: post box, extended, street, locality, region, code, country. */
function addressParts(value: unknown): string[] {
  return Array.isArray(value) ? value.map(textOf) : ['', '', textOf(value)]
}

function cardValues(properties: JProperty[]): ContactValues {
  const values: ContactValues = {}
  const set = (field: ContactField, value: string) => {
    if (value && !values[field]) values[field] = value
  }
  const byName = (name: string) => properties.filter((p) => p[0] === name)
  const preferred = (list: JProperty[]) =>
    list.find((p) => typesOf(p).includes('pref') || p[1].pref === '1') ?? list[0]
  set('fullname', textOf(byName('fn')[0]?.[3]))
  const n = byName('n')[0]?.[3]
  if (Array.isArray(n)) {
    const [family = '', given = ''] = n.map(textOf)
    set(
      'fullname',
      /[\u3400-\u9fff]/.test(family + given) ? family + given : `${given} ${family}`.trim(),
    )
  }
  const email = preferred(byName('email'))
  set('email', textOf(email?.[3]).replace(/^mailto:/i, ''))
  for (const tel of byName('tel')) {
    const number = textOf(tel[3]).replace(/^tel:/i, '')
    const types = typesOf(tel)
    if (types.includes('fax')) set('fax', number)
    else if (types.includes('cell')) set('mobile', number)
    else if (types.includes('work')) set('work_number', number)
    else if (types.includes('home')) set('home_phone', number)
  }
  const org = byName('org')[0]?.[3]
  if (Array.isArray(org)) {
    set('company', textOf(org[0]))
    set('department', textOf(org.slice(1)))
  } else set('company', textOf(org))
  set('position', textOf(byName('title')[0]?.[3]))
  set('birthday', textOf(byName('bday')[0]?.[3]).slice(0, 10))
  for (const adr of byName('adr')) {
    const [box = '', extended = '', street = '', city = '', region = '', code = '', country = ''] =
      addressParts(adr[3])
    const line = [box, extended, street].filter(Boolean).join(' ')
    if (typesOf(adr).includes('home')) {
      set('home_address', [line, city, region, code, country].filter(Boolean).join(', '))
      continue
    }
    // The work address's parts fill the contact's city, province, post code and country.
    set('work_address', line)
    set('city', city)
    set('province', region)
    set('zip', code)
    set('country', country)
  }
  set('homepage', textOf(byName('url')[0]?.[3]))
  set('im_qq', textOf(byName('x-qq')[0]?.[3]))
  set('im_msn', textOf(byName('x-msn')[0]?.[3]))
  // vCard has no field for these two: extensions of ours, so an export reads back whole.
  set('extension', textOf(byName('x-extension')[0]?.[3]))
  set('group_number', textOf(byName('x-group-number')[0]?.[3]))
  set('remark', textOf(byName('note')[0]?.[3]))
  return values
}

/** Every card of the text as a row; a text with no card is unreadable (throws). */
export function vcardTable(text: string): ContactTable {
  const parsed: unknown = ICAL.parse(text)
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[]
  const cards = list.filter(
    (c): c is [string, JProperty[], unknown[]] => Array.isArray(c) && c[0] === 'vcard',
  )
  if (cards.length === 0) throw new Error('no vCard in the file')
  const rows = cards.map(([, properties]) => {
    const values = cardValues(properties)
    return CONTACT_FIELDS.map((field) => values[field] ?? '')
  })
  return { headers: [...CONTACT_FIELDS], rows, firstRow: 1 }
}

/** The contacts as vCard 3.0 text, CRLF line ends as the RFC asks. */
export function vcardText(contacts: readonly ContactValues[]): string {
  return contacts
    .map((contact) => {
      const card = new ICAL.Component(['vcard', [], []])
      card.addPropertyWithValue('version', '3.0')
      card.addPropertyWithValue('fn', contact.fullname || contact.email || '')
      const n = new ICAL.Property('n')
      n.setValue([contact.fullname ?? '', '', '', '', ''] as unknown as string)
      card.addProperty(n)
      const add = (name: string, value: string | undefined, type?: string) => {
        if (!value) return
        const property = card.addPropertyWithValue(name, value)
        if (type) property.setParameter('type', type)
      }
      add('email', contact.email, 'internet')
      add('tel', contact.mobile, 'cell')
      add('tel', contact.work_number, 'work')
      add('tel', contact.home_phone, 'home')
      add('tel', contact.fax, 'fax')
      if (contact.company || contact.department) {
        const org = new ICAL.Property('org')
        org.setValue([contact.company ?? '', contact.department ?? ''] as unknown as string)
        card.addProperty(org)
      }
      add('title', contact.position)
      add('bday', contact.birthday)
      const address = (type: string, parts: (string | undefined)[]) => {
        if (!parts.some(Boolean)) return
        const adr = new ICAL.Property('adr')
        adr.setValue(parts.map((part) => part ?? '') as unknown as string)
        adr.setParameter('type', type)
        card.addProperty(adr)
      }
      const { work_address, city, province, zip, country, home_address } = contact
      address('work', ['', '', work_address, city, province, zip, country])
      address('home', ['', '', home_address, '', '', '', ''])
      add('url', contact.homepage)
      add('x-qq', contact.im_qq)
      add('x-msn', contact.im_msn)
      add('x-extension', contact.extension)
      add('x-group-number', contact.group_number)
      add('note', contact.remark)
      return card.toString()
    })
    .join('\r\n')
    .concat('\r\n')
}
