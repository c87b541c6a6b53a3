/**
 * Rich text a client sends (mail bodies, and blog posts to come) is sanitized before it is stored,
 * with the contract's one DOMPurify configuration (src/lib/api/schemas/rich-text.ts). DOMPurify needs a DOM:
 * the page has one, and the mock API's worker asks the page (mocks/worker/api-worker.ts); node (the
 * tests, `npm run mock-server`) installs a sanitizer bound to a jsdom window first
 * (mocks/server/dom-sanitizer.ts). Without either, the markup is dropped and
 * the text kept (escaped), so nothing unsanitized is ever stored.
 */
import { RICH_TEXT_CONFIG } from '@/lib/api/schemas/rich-text'

type Sanitize = (html: string) => string | Promise<string>

let installed: Sanitize | undefined

/**
 * The sanitizer to use instead of DOMPurify on this global's DOM: jsdom's in node, the page's in
 * the mock API's worker (a worker has no DOM; api-worker.ts asks the page).
 */
export function installRichTextSanitizer(sanitize: Sanitize): void {
  installed = sanitize
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * DOMPurify is loaded on the first write that carries rich text, not with the mock API: the mock
 * API is part of every first visit with mocks on, and most visits never write a body.
 */
export async function cleanRichText(html: string): Promise<string> {
  if (installed) return installed(html)
  const { default: DOMPurify } = await import('dompurify')
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, RICH_TEXT_CONFIG)
  return markupDropped(html)
}

/** What is stored when no sanitizer can run: the text kept, escaped, and every tag dropped. */
export const markupDropped = (html: string): string =>
  `<p>${escapeHtml(
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )}</p>`

/** The start of an HTML body as plain text (the list's snippet). */
export function snippetOf(html: string, length = 160): string {
  const text = html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d|blockquote)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text
}
