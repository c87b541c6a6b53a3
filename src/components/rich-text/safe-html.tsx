import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/sanitize-html'

interface SafeHtmlProps {
  /** HTML from data: never trusted, sanitized before it reaches the page. */
  html: string
  className?: string
}

/**
 * Renders rich text from data through the one shared sanitizer. Data has its own direction
 * (an English description on an Arabic page): `dir="auto"` and the global rule for it give each
 * paragraph the direction of its own text, so punctuation and numbers stay where they belong.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
}
