/**
 * The rich-text sanitizer for node (the unit tests and `npm run mock-server`): the app's DOMPurify
 * configuration on a jsdom window, since node has no DOM of its own. Never bundled into the app.
 */
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { RICH_TEXT_CONFIG } from '@/lib/api/schemas/rich-text'

export function createDomSanitizer(): (html: string) => string {
  const purify = createDOMPurify(new JSDOM('').window)
  return (html) => purify.sanitize(html, RICH_TEXT_CONFIG)
}
