/**
 * The prerendered first screen (docs/decisions/prerender.md): a public page's HTML, drawn by the
 * build from the app's own tree, that index.html shows over the empty app before any script runs.
 * It is a picture of the page (inert, hidden from assistive technology): the app renders the
 * same page underneath, and this removes the picture once the router has rendered the page, in
 * the frame that paints it, so the visitor sees one page throughout and uses the live one.
 */
import type { RenderedSource } from './first-paint'

export const PRERENDERED_ID = 'prerendered'

/**
 * What the build assumed when it drew the page: a first visit. A stored value listed here (any
 * value for `true`) changes the page, so the picture is not shown (index.html's check).
 */
export interface PrerenderConditions {
  path: string
  localStorage: Record<string, true | readonly string[]>
  cookies: Record<string, readonly string[]>
  /**
   * Stored values the picture takes in rather than going stale for, by localStorage key: when
   * the key is stored, each of its fills is applied to the picture before it is shown (an
   * element a fill names that is not in the picture makes it stale).
   */
  fills?: Record<string, readonly PrerenderFill[]>
  /**
   * The same for cookies: when the cookie holds one of `values`, its fills are applied (a setting
   * the page's stylesheets already follow, which changes only a mark the app draws for it).
   */
  cookieFills?: Record<string, { values: readonly string[]; fills: readonly PrerenderFill[] }>
}

/**
 * One change a stored value makes to the page, as the app renders it: a field that shows the
 * stored text (`value`), a box that is ticked (`checked`), an attribute the app sets to "true"
 * (Mantine's `data-checked`).
 */
export interface PrerenderFill {
  /** The element, within the picture. */
  selector: string
  set: 'value' | 'checked' | `data-${string}`
}

/** Removes the picture in the frame after the router's first render (at once without a frame). */
export function handOverPrerendered(router: RenderedSource, doc: Document = document) {
  const picture = doc.getElementById(PRERENDERED_ID)
  if (!picture) return
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe()
    requestAnimationFrame(() => picture.remove())
  })
}
