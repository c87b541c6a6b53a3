/**
 * Setup for component tests (the jsdom project), on top of shared.ts: the browser APIs jsdom
 * lacks, and a clean page, session, cookie jar and storage after each test.
 */
import '@testing-library/jest-dom/vitest'
import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { clearSession } from '@/lib/session/session'

// findBy* and waitFor wait up to 10 s, not 1 s, for what the user would see: `npm test` runs these
// files beside ESLint, and on a busy core a route or drawer chunk imported on first use (vite
// transforms it then) and its data took over 5 s (stop 42: the product editor's page once at
// 1 s, the kanban card drawer once at 5 s). A test that passes still ends as soon as the page
// shows what it waits for; tests no longer pass their own shorter limits.
configure({ asyncUtilTimeout: 10_000 })

// Media queries are answered for a desktop window (1440 px wide) unless a test changes
// window.innerWidth.
Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: 1440 })

function evaluateMediaQuery(query: string): boolean {
  const px = (value: string, unit: string) =>
    Number(value) * (unit === 'em' || unit === 'rem' ? 16 : 1)
  // Tests run as a user who asked for reduced motion: Mantine's transitions are then instant,
  // so no transition timer outlives a test file's jsdom window (it crashed a CI run once).
  if (/prefers-reduced-motion:\s*reduce/.test(query)) return true
  return query.split(/\s+and\s+/).every((part) => {
    const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(part)
    if (min) return window.innerWidth >= px(min[1] ?? '0', min[2] ?? 'px')
    const max = /max-width:\s*([\d.]+)(px|em|rem)/.exec(part)
    if (max) return window.innerWidth <= px(max[1] ?? '0', max[2] ?? 'px')
    return false
  })
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: evaluateMediaQuery(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
})

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub
window.HTMLElement.prototype.scrollIntoView = () => {}
// Textarea autosize listens for web fonts.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
})
window.scrollTo = () => {}

// Registered after shared.ts, so it runs before shared.ts's afterEach (hooks unwind as a stack),
// in the order the single setup file used: page, toasts, session, cookies, storage, then the
// language.
afterEach(() => {
  cleanup()
  // Toasts live in Mantine's module-level store, which the files of a worker share (the dom
  // project does not isolate them): one left over would hide the next test's same message.
  notifications.clean()
  clearSession()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  localStorage.clear()
})
