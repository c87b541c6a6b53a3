/**
 * A list's page past its end (rows gone since the link was made, or a hand-typed address): once
 * the list's answer says how many pages there are, the address goes to the last one. Every paged
 * list screen (posts, people's cards, files) uses it.
 */
import { useEffect, useEffectEvent } from 'react'

interface PagePastTheEndOptions {
  /** The list's answer is in and is the current one (not a previous page kept on screen). */
  settled: boolean
  page: number
  pages: number
  /** Replaces the page in the address (undefined: the first page, left out). */
  goToPage: (page: number | undefined) => void
}

/** Whether the page is past the end (the screen shows nothing rather than "empty" meanwhile). */
export function usePagePastTheEnd({ settled, page, pages, goToPage }: PagePastTheEndOptions) {
  const pastTheEnd = settled && page > pages
  const go = useEffectEvent(() => goToPage(pages > 1 ? pages : undefined))
  useEffect(() => {
    if (pastTheEnd) go()
  }, [pastTheEnd, pages])
  return pastTheEnd
}
