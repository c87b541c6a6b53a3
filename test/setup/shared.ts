/**
 * Setup for every unit test, with or without a DOM: the mock API answers through msw/node and
 * every test starts from the seeded demo data, in English.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { markApiReady } from '@/lib/api-ready'
import { changeLanguage, initI18n } from '@/lib/i18n/i18n'
import { restoreSeed } from '../../mocks/db/database'
import { installRichTextSanitizer } from '../../mocks/lib/rich-text'
import { resetRateLimits } from '../../mocks/lib/rate-limit'
import { server } from '../../mocks/node'
import { createDomSanitizer } from '../../mocks/server/dom-sanitizer'

beforeAll(async () => {
  // Node has no DOM: the mock API sanitizes rich text on jsdom's, as `npm run mock-server` does.
  installRichTextSanitizer(createDomSanitizer())
  // Unhandled API calls are test failures, not silent passes.
  server.listen({ onUnhandledFrame: 'error' })
  markApiReady()
  await initI18n({ language: 'en' })
})

beforeEach(() => {
  // Tests sign in many times from one client: each starts with fresh rate-limit windows.
  resetRateLimits()
  // Only what the last test changed goes back to the seed (see restoreSeed).
  return restoreSeed()
})

afterEach(async () => {
  server.resetHandlers()
  await changeLanguage('en')
})

afterAll(() => server.close())
