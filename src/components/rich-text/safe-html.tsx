import { useMemo } from 'react'
import { sanitizeHtml, sanitizeHtmlWith, type SanitizeOptions } from '@/lib/sanitize-html'

declare const sanitized: unique symbol

/** HTML that went through the sanitizer (only `useSanitizedHtml` makes one). */
export interface SanitizedHtml {
  readonly [sanitized]: true
  readonly html: string
  /** Remote pictures held back (`blockRemoteImages`). */
  readonly blockedImages: number
}

/**
 * Sanitizes with the reader's extra rules (links in a new tab, remote pictures held back), for a
 * screen that also wants to say what was held back; give the result to `<SafeHtml sanitized>`.
 */
export function useSanitizedHtml(html: string, options: SanitizeOptions): SanitizedHtml {
  const { linksInNewTab, blockRemoteImages } = options
  return useMemo(
    () => sanitizeHtmlWith(html, { linksInNewTab, blockRemoteImages }) as unknown as SanitizedHtml,
    [html, linksInNewTab, blockRemoteImages],
  )
}

type SafeHtmlProps = {
  className?: string
} & (
  | {
      /** HTML from data: never trusted, sanitized before it reaches the page. */
      html: string
      sanitized?: never
    }
  | { sanitized: SanitizedHtml; html?: never }
)

/**
 * Renders rich text from data through the one shared sanitizer. Data has its own direction
 * (an English description on an Arabic page): `dir="auto"` and the global rule for it give each
 * paragraph the direction of its own text, so punctuation and numbers stay where they belong.
 */
export function SafeHtml({ html, sanitized, className }: SafeHtmlProps) {
  const clean = useMemo(
    () => (sanitized ? sanitized.html : sanitizeHtml(html ?? '')),
    [html, sanitized],
  )
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
}
