import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { clearSession } from '@/lib/session/session'
import { markApiReady } from '@/lib/api-ready'
import { changeLanguage, initI18n } from '@/lib/i18n/i18n'
import { resetDatabase } from '../mocks/db/database'
import { server } from '../mocks/node'

// jsdom lacks these browser APIs that Mantine and the layout use. Media queries are answered
// for a desktop window (1440 px wide) unless a test changes window.innerWidth.
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

beforeAll(async () => {
  // Unhandled API calls are test failures, not silent passes.
  server.listen({ onUnhandledFrame: 'error' })
  markApiReady()
  await initI18n({ language: 'en' })
})

// Every test starts from the seeded demo data and no session.
beforeEach(() => resetDatabase())

afterEach(async () => {
  cleanup()
  clearSession()
  server.resetHandlers()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  localStorage.clear()
  await changeLanguage('en')
})

afterAll(() => server.close())
