/**
 * `YYYY-MM-DD HH:mm` in local time, without dayjs: the home page and the layout's cards show
 * one such time each, and dayjs (≈ 4 KB gzip with its locales) would be part of the home page's
 * first load only for that. Parses as dayjs does: a date-time without a zone (`2024-05-01
 * 10:00:00`, `2024-05-01T10:00`) is local time; one with a zone (`Z`, `+08:00`) goes to Date.
 */
const LOCAL =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/

function parse(value: string): Date {
  const parts = LOCAL.exec(value)
  if (!parts) return new Date(value)
  const [, year, month = '1', day, hour, minute, second, fraction = '0'] = parts
  return new Date(
    Number(year),
    Number(month) - 1,
    Number(day || 1),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    Number(fraction.slice(0, 3)),
  )
}

const pad = (n: number) => String(n).padStart(2, '0')

/** As `dayjs(value).format('YYYY-MM-DD HH:mm')`, 'Invalid Date' included. */
export function formatDateTime(value: string): string {
  const date = parse(value)
  if (Number.isNaN(date.getTime())) return 'Invalid Date'
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
