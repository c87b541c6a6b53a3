/**
 * The one DOMPurify configuration for rich text from data (product descriptions, and mail bodies
 * and blog posts to come): HTML only, no SVG or MathML, no scripts, handlers or `javascript:`
 * links. Pure, so the mock API can sanitize with it on the way in too.
 */
import DOMPurify, { type Config } from 'dompurify'

export const RICH_TEXT_CONFIG = { USE_PROFILES: { html: true } } satisfies Config

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_CONFIG)
}
