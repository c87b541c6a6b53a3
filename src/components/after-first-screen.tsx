/**
 * Content a page shows below its first screen, rendered in a second pass when the app starts on
 * that page (issue 20): the page's first commit holds only what the visitor sees first, so the
 * browser paints it sooner, and React renders these children right after, in a background render
 * it may interrupt (a deferred value's `initialValue`), instead of in one long task with the rest.
 * The mock API's worker, whose start needs the page's main thread, starts in the gap
 * (docs/decisions/bundle-budget.md, "Stop 52").
 *
 * Only for what sits below the first screen on a wide window: what it holds appears a moment
 * later, and nothing above it moves when it does. The page should ask for the data of what it
 * holds with its first screen (see the landing page's `useAskAfterFirstScreen`), or its requests
 * wait for this second pass. (Rendering it in a plain update after the first frame instead was
 * measured too: no better, and it cannot yield to the first screen's answers.)
 */
import { useDeferredValue, useState, type ReactNode } from 'react'
import { firstPaintPassed } from '@/lib/first-paint'

export function AfterFirstScreen({ children }: { children: ReactNode }) {
  // Only the page the app starts on: after a route change (the app's first paint is behind it)
  // the page renders in one pass, which the route-change bench measured sooner (app dashboard,
  // content settled 159 ms in two passes, 107 in one).
  const [defer] = useState(() => !firstPaintPassed())
  const deferred = useDeferredValue(true, false)
  const shown = !defer || deferred
  // Until then an empty, busy placeholder: anything that waits for the page to finish loading
  // (assistive technology, the route-change bench) sees it is not done.
  return shown ? children : <div aria-busy="true" />
}
