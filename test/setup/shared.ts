/**
 * Setup for every unit test, with or without a DOM: the mock API answers through msw/node and
 * every test starts from the seeded demo data, in English.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { markApiReady } from '@/lib/api-ready'
import { changeLanguage, initI18n } from '@/lib/i18n/i18n'
import { resetDatabase } from '../../mocks/db/database'
import { resetRateLimits } from '../../mocks/lib/rate-limit'
import { server } from '../../mocks/node'

beforeAll(async () => {
  // Unhandled API calls are test failures, not silent passes.
  server.listen({ onUnhandledFrame: 'error' })
  markApiReady()
  await initI18n({ language: 'en' })
})

beforeEach(() => {
  // Tests sign in many times from one client: each starts with fresh rate-limit windows.
  resetRateLimits()
  return resetDatabase()
})

afterEach(async () => {
  server.resetHandlers()
  await changeLanguage('en')
})

afterAll(() => server.close())
