/**
 * The document a sanitised mail body is shown in (the frame's srcdoc). Its own CSP is the
 * second layer after the sanitiser: even markup that slipped through can load nothing but
 * data: images (and https images once allowed), run no script, submit no form.
 */
import { BLOCKED_IMAGE_CLASS } from '../../common/mailHtml/sanitizeMail.ts'

/** The sandbox tokens, and only these: links open in new, unsandboxed tabs; nothing else. */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox'

export function mailFramePolicy(allowRemote: boolean): string {
  return [
    "default-src 'none'",
    `img-src data: cid:${allowRemote ? ' https:' : ''}`,
    "style-src 'unsafe-inline'",
    'font-src data:',
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** Our defaults come first so that the mail's own styles can override them. */
const BASE_CSS = [
  'html { background: #fff; color: #242424; }',
  'body { margin: 0; padding: 12px 16px; overflow-wrap: anywhere;',
  '  font: 14px/1.6 "Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", sans-serif; }',
  'img { max-width: 100%; }',
  `img:not(.${BLOCKED_IMAGE_CLASS}) { height: auto; }`,
  `.${BLOCKED_IMAGE_CLASS} { background: #f3f3f3; outline: 1px dashed #c8c8c8;`,
  '  min-width: 16px; min-height: 16px; }',
  'pre { white-space: pre-wrap; }',
].join('\n')

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/**
 * `sanitisedHtml` must come from sanitizeMail. The CSP meta is the first element of <head>, so
 * it is in force before anything of the mail is parsed; `<base target>` sends every link to a
 * new tab even if a target slipped past the sanitiser.
 */
export function buildFrameDocument(sanitisedHtml: string, allowRemote: boolean): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(mailFramePolicy(allowRemote))}">`,
    '<meta http-equiv="x-dns-prefetch-control" content="off">',
    '<meta name="referrer" content="no-referrer">',
    '<base target="_blank">',
    `<style>${BASE_CSS}</style>`,
    `</head><body>${sanitisedHtml}</body></html>`,
  ].join('')
}
