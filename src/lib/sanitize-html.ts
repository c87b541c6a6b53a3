/** Rich text from data, sanitized with the contract's one configuration before it is shown. */
import DOMPurify from 'dompurify'
import { RICH_TEXT_CONFIG } from '@/lib/api/schemas/rich-text'

export interface SanitizeOptions {
  /**
   * Links leave the app in a new tab that cannot reach back to it (a mail's links point anywhere;
   * leaving the mailbox for them would lose the reader's place).
   */
  linksInNewTab?: boolean
  /**
   * Pictures from other sites are not loaded (a mail's remote picture tells its sender when and
   * where the mail was read). Pictures embedded in the HTML (data:) and our own relative
   * addresses stay. Answers how many were held back.
   */
  blockRemoteImages?: boolean
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_CONFIG)
}

/** An address with a scheme or a host of its own (`https:`, `//cdn...`): not this app's. */
const isRemote = (url: string) =>
  /^\s*([a-z][a-z\d+.-]*:|\/\/|\\\\)/i.test(url) && !/^\s*data:image\//i.test(url)

/** `sanitizeHtml` and the reader's extra rules, applied before the HTML reaches the page. */
export function sanitizeHtmlWith(
  html: string,
  { linksInNewTab = false, blockRemoteImages = false }: SanitizeOptions,
): { html: string; blockedImages: number } {
  // The sanitizer's own <body>: changed in place, never attached to the page.
  const body = DOMPurify.sanitize(html, { ...RICH_TEXT_CONFIG, RETURN_DOM: true }) as HTMLElement
  if (linksInNewTab)
    for (const link of body.querySelectorAll('a[href]')) {
      link.setAttribute('target', '_blank')
      link.setAttribute('rel', 'noopener noreferrer')
    }
  let blockedImages = 0
  if (blockRemoteImages) {
    for (const image of body.querySelectorAll('img')) {
      const src = image.getAttribute('src') ?? ''
      const srcset = image.getAttribute('srcset')
      if (isRemote(src) || srcset) {
        blockedImages += 1
        // The picture's words stay readable in its place.
        const alt = image.getAttribute('alt')?.trim()
        image.replaceWith(alt ? `[${alt}]` : '')
      }
    }
    // Any other way HTML can load a picture: a `background` attribute or a url() in a style.
    for (const element of body.querySelectorAll(
      '[background], [style*="url("], [style*="url ("]',
    )) {
      if (element.hasAttribute('background')) blockedImages += 1
      element.removeAttribute('background')
      if (/url\s*\(/i.test(element.getAttribute('style') ?? '')) {
        blockedImages += 1
        element.removeAttribute('style')
      }
    }
  }
  return { html: body.innerHTML, blockedImages }
}
