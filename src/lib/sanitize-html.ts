/** Rich text from data, sanitized with the contract's one configuration before it is shown. */
import DOMPurify from 'dompurify'
import { RICH_TEXT_CONFIG } from '@/lib/api/schemas/rich-text'

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_CONFIG)
}
