/**
 * The page's first paint, as a moment other code can wait for (issue 20). Work the first screen
 * does not need waits for it, so the main thread draws what the visitor sees first and does the
 * rest right after: the account check, the toasts, and the second pass of the page the app starts
 * on (components/after-first-screen.tsx).
 *
 * Only the app's start-up holds the moment back (`holdUntilFirstRender`): until something holds
 * it, it counts as passed, so code run on its own (a unit test) never waits.
 */
let held = false
let passed = false
let markPassed: () => void = () => undefined
const passedPromise = new Promise<void>((resolve) => {
  markPassed = resolve
})

/** Whether the first screen has been painted (true when nothing holds the moment). */
export function firstPaintPassed(): boolean {
  return passed || !held
}

/** Resolves once the first screen has been painted (at once when nothing holds the moment). */
export function afterFirstPaint(): Promise<void> {
  return firstPaintPassed() ? Promise.resolve() : passedPromise
}

/** What waits for the router's first render needs of it (the app's router, a test's stand-in). */
export interface RenderedSource {
  subscribe: (event: 'onRendered', listener: () => void) => () => void
}

/**
 * Resolves once the browser has reported its first contentful paint, or after `capMs` (a screen
 * with nothing contentful, a browser without paint timing: then at once).
 */
function contentfulPaint(capMs: number): Promise<void> {
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  if (!supported) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    const timer = setTimeout(done, capMs)
    observer.observe({ type: 'paint', buffered: true })
  })
}

/**
 * Holds the moment until the router has rendered its first page and the browser has painted it:
 * the frame after the render, a task, then the paint timing's first contentful paint. The task
 * alone ran before the frame reached the screen at 4x CPU (~50 ms): the toasts' three chunks went
 * out before the first paint, three of its requests (issue 20). Not the first idle
 * moment: at 4x CPU the page's own work after its first paint (lazy parts, later renders) kept it
 * away for ~600 ms, and what waits for this should not wait that long
 * (docs/decisions/bundle-budget.md, "Stop 44"). A page whose loader waits for data renders only
 * once the data is there, so only what can wait may wait for this; and it passes anyway after
 * `fallbackMs` (a start-up that never renders a page), and `paintCapMs` after the frame when no
 * contentful paint is reported.
 */
export function holdUntilFirstRender(router: RenderedSource, fallbackMs = 5000, paintCapMs = 500) {
  if (held) return
  held = true
  const pass = () => {
    passed = true
    markPassed()
  }
  const afterRender = () => {
    unsubscribe()
    clearTimeout(timer)
    requestAnimationFrame(() => setTimeout(() => void contentfulPaint(paintCapMs).then(pass), 0))
  }
  const unsubscribe = router.subscribe('onRendered', afterRender)
  const timer = setTimeout(afterRender, fallbackMs)
}
