import type { Page } from '@playwright/test'
import {
  expectNoA11yViolations,
  expectNoClippedText,
  setLanguage,
  signInThroughForm,
  test,
} from './fixtures'

/**
 * Labels fit in every language: no button, tab, badge or nav item on the main pages is cut off.
 * One browser context per language; it goes through the public pages first (registering an
 * account to reach the verify page and its demo inbox), then signs in as the demo admin.
 */
const LANGUAGES = ['en', 'fr', 'vi', 'cn', 'ar'] as const

const DASHBOARD_ROUTES = [
  '/dashboard/blank',
  '/dashboard/e-commerce/shop',
  '/dashboard/e-commerce/product/metro-court-classic',
  '/dashboard/e-commerce/checkout',
  '/dashboard/e-commerce/list',
  '/dashboard/calendar',
  '/dashboard/kanban',
  '/dashboard/user/profile',
  '/dashboard/user/profile?tab=followers',
  '/dashboard/user/list',
  '/dashboard/user/cards',
  '/dashboard/user/new',
  '/dashboard/user/account',
  '/dashboard/user/account?tab=billing',
  '/dashboard/user/account?tab=notifications',
] as const

/**
 * Waits until the page has its fonts and its data (no skeleton left), so widths are the final
 * ones. Not `networkidle`: it adds half a second of silence to each of the 60 pages.
 */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.locator('.mantine-Skeleton-root[data-visible]').first().waitFor({ state: 'detached' })
}

test.describe('no clipped labels', () => {
  test.use({ account: null })

  for (const language of LANGUAGES) {
    test(`every main page in ${language}`, async ({ page, context }) => {
      test.setTimeout(120_000)
      await setLanguage(context, language)

      await page.goto('/auth/login')
      await page.getByTestId('demo-credentials').waitFor()
      await settle(page)
      await expectNoClippedText(page, `on /auth/login (${language})`)

      await page.goto('/auth/register')
      await settle(page)
      await expectNoClippedText(page, `on /auth/register (${language})`)
      await page.locator('input[autocomplete="given-name"]').fill('Grace')
      await page.locator('input[autocomplete="family-name"]').fill('Hopper')
      await page.locator('input[type="email"]').fill(`grace.${language}@example.com`)
      await page.locator('input[autocomplete="new-password"]').fill('Compil3r!Hopper')
      await page.getByRole('checkbox').check()
      await page.locator('form button[type="submit"]').click()
      await page.waitForURL(/\/auth\/verify/)
      await page.getByTestId('demo-inbox').waitFor()
      await settle(page)
      await expectNoClippedText(page, `on /auth/verify (${language})`)

      // The new account is left unverified; the rest is seen as the demo admin.
      await page.evaluate(() => localStorage.removeItem('accessToken'))
      await signInThroughForm(page, 'admin', DASHBOARD_ROUTES[0])
      for (const route of DASHBOARD_ROUTES) {
        if (route !== DASHBOARD_ROUTES[0]) {
          await page.goto(route)
          await page.getByTestId('dashboard-layout').waitFor()
        }
        await settle(page)
        await expectNoClippedText(page, `on ${route} (${language})`)
      }

      // The pages above are scanned for accessibility by the test below; skip the final scan.
      await page.goto('about:blank')
    })
  }
})

/**
 * Every main page passes axe (in English: the other languages share the markup). Its own test,
 * signed in from the saved state, so it runs beside the language checks instead of after them.
 */
test('every main page passes axe', async ({ page }) => {
  test.setTimeout(180_000)
  for (const route of DASHBOARD_ROUTES) {
    await page.goto(route)
    await page.getByTestId('dashboard-layout').waitFor()
    await settle(page)
    await expectNoA11yViolations(page, `on ${route}`)
  }
  await page.goto('about:blank')
})
