/**
 * The document a sanitised mail body is shown in (the frame's srcdoc). Its own CSP is the
 * second layer after the sanitiser: even markup that slipped through can load nothing but
 * data: images (and https images once allowed), submit no form, and run no script: the one
 * script allowed is the app's own size reporter, by a nonce made fresh for every document.
 */
import { BLOCKED_IMAGE_CLASS } from '../../common/mailHtml/sanitizeMail.ts'

// The sandbox lives with the frame that keeps its process ready (frameSandbox.ts).
export { MAIL_FRAME_SANDBOX } from './frameSandbox.ts'

/** A fresh random nonce per frame document: mail content cannot know or reuse it. */
export function createFrameNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

export function mailFramePolicy(allowRemote: boolean, nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `img-src data: cid:${allowRemote ? ' https:' : ''}`,
    "style-src 'unsafe-inline'",
    'font-src data:',
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** Our defaults come first so that the mail's own styles can override them. */
const BASE_CSS = [
  'html { background: #fff; color: #242424; color-scheme: light; }',
  'body { margin: 0; padding: 12px 16px; overflow-wrap: anywhere;',
  '  font: 14px/1.6 "Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", sans-serif; }',
  'img { max-width: 100%; }',
  `img:not(.${BLOCKED_IMAGE_CLASS}) { height: auto; }`,
  `.${BLOCKED_IMAGE_CLASS} { background: #f3f3f3; outline: 1px dashed #c8c8c8;`,
  '  min-width: 16px; min-height: 16px; }',
  'pre { white-space: pre-wrap; }',
].join('\n')

/** Heights the frame may be given, in CSS px; the parent clamps whatever it receives. */
export const MAIL_FRAME_MIN_HEIGHT = 40
export const MAIL_FRAME_MAX_HEIGHT = 40_000

/**
 * The size reporter: posts the content's height (a plain number, nothing else) to the parent
 * whenever it changes. The height of <html> is that of its content, not of the frame's
 * viewport, so a short mail reports a small height; the body's scroll height catches content
 * that overflows the body.
 */
export const SIZE_REPORTER = [
  '(function () {',
  '  var last = -1;',
  '  function report() {',
  '    var root = document.documentElement, body = document.body;',
  '    var height = Math.ceil(Math.max(root.offsetHeight,',
  '      body ? body.offsetTop + body.scrollHeight : 0));',
  '    if (height === last) return;',
  '    last = height;',
  "    parent.postMessage(height, '*');",
  '  }',
  "  addEventListener('load', report);",
  "  if (typeof ResizeObserver === 'function') {",
  '    var observer = new ResizeObserver(report);',
  "    addEventListener('DOMContentLoaded', function () {",
  '      observer.observe(document.documentElement);',
  '      if (document.body) observer.observe(document.body);',
  '      report();',
  '    });',
  '  }',
  '})();',
].join('\n')

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/**
 * `sanitisedHtml` must come from sanitizeMail. The CSP meta is the first element of <head>, so
 * it is in force before anything of the mail is parsed; `<base target>` sends every link to a
 * new tab even if a target slipped past the sanitiser. The reporter comes before the mail too.
 */
export function buildFrameDocument(
  sanitisedHtml: string,
  allowRemote: boolean,
  nonce: string = createFrameNonce(),
): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(mailFramePolicy(allowRemote, nonce))}">`,
    '<meta http-equiv="x-dns-prefetch-control" content="off">',
    '<meta name="referrer" content="no-referrer">',
    '<base target="_blank">',
    `<style>${BASE_CSS}</style>`,
    `<script nonce="${escapeAttribute(nonce)}">${SIZE_REPORTER}</script>`,
    `</head><body>${sanitisedHtml}</body></html>`,
  ].join('')
}
