import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/sanitize-html'

interface SafeHtmlProps {
  /** HTML from data: never trusted, sanitized before it reaches the page. */
  html: string
  className?: string
}

/** Renders rich text from data through the one shared sanitizer. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
