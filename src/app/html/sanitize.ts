/**
 * Server-provided HTML that is not mail (the administrator's system notice) is sanitised before
 * it reaches the DOM. Mail bodies get the stricter isolated renderer of the reader (issue 3).
 */
import DOMPurify from 'dompurify'

export function sanitizeNoticeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  })
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links in notices leave the app in a new window and cannot reach back through window.opener.
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})
