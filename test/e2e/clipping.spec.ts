import type { Page } from '@playwright/test'
import {
  expect,
  expectNoA11yViolations,
  expectNoClippedText,
  openPrerendered,
  test,
} from './fixtures'

/**
 * Labels fit in every language: no button, tab, badge or nav item is cut off; and in Arabic every
 * number is written with Western digits, as what people type is (docs/decisions/languages.md).
 * Each page is opened once and checked in its languages, switched with the header's language
 * menu (as a user does): a page load costs seconds, a switch a fraction of one. The order
 * alternates from page to page (French → Arabic, then back), so no page needs an extra switch.
 * Each dashboard page is also scanned by axe once, in the first language it is checked in (the
 * others share its markup), while it is open anyway: a separate pass would load every page again.
 * The general dashboards are left out: their own specs scan them in three displays.
 */
const LANGUAGES = ['en', 'fr', 'vi', 'cn', 'ar'] as const
type Language = (typeof LANGUAGES)[number]
/**
 * The languages the dashboard pages are checked in: the two whose labels run longest (French,
 * Vietnamese) and Arabic (its own font, right to left, and the digits). English and Chinese labels
 * are shorter than French ones almost everywhere; checking them too cost two switches and two
 * checks on each of 26 pages (about three minutes of a CI run). The public pages (sign-in,
 * registration, verify, pricing, payment, about us) are still checked in all five.
 */
const WIDEST = ['fr', 'vi', 'ar'] as const satisfies readonly Language[]
const HTML_LANG: Record<Language, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  vi: 'vi-VN',
  cn: 'zh-CN',
  ar: 'ar-SD',
}

/** The general dashboards (issue 18): checked here, scanned by axe in their own specs. */
const GENERAL_DASHBOARDS = [
  '/dashboard/app',
  '/dashboard/ecommerce',
  '/dashboard/banking',
  '/dashboard/booking',
] as const

/**
 * The signed-in pages, in groups that run side by side on the two workers (about the same cost
 * each: a group of five takes a minute on a busy 2-core machine).
 */
const DASHBOARD_ROUTES = [
  [
    '/dashboard/blank',
    '/dashboard/e-commerce/shop',
    '/dashboard/e-commerce/product/metro-court-classic',
    '/dashboard/e-commerce/checkout',
    '/dashboard/e-commerce/list',
  ],
  [
    '/dashboard/calendar',
    '/dashboard/kanban',
    '/dashboard/user/profile',
    '/dashboard/user/profile?tab=followers',
    '/dashboard/user/list',
  ],
  [
    '/dashboard/user/cards',
    '/dashboard/user/new',
    '/dashboard/user/account',
    '/dashboard/user/account?tab=billing',
    '/dashboard/user/account?tab=notifications',
  ],
  [
    '/dashboard/invoice/list',
    '/dashboard/invoice/details',
    '/dashboard/invoice/new',
    '/dashboard/mail/all',
    '/dashboard/chat',
  ],
  [
    '/dashboard/chat/conv-seed-2',
    '/dashboard/blog/posts',
    // Redirects to the newest published post.
    '/dashboard/blog/latest',
    '/dashboard/blog/new',
    '/dashboard/files-manager',
  ],
  GENERAL_DASHBOARDS,
] as const

/**
 * Pages scanned by axe in their own specs, in light, dark and Arabic (dashboards*.spec.ts): not
 * scanned again here.
 */
const SCANNED_ELSEWHERE = new Set<string>(GENERAL_DASHBOARDS)

/**
 * Waits until the page has its fonts and its data (no skeleton left), so widths are the final
 * ones. Not `networkidle`: it adds half a second of silence to each check.
 */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.locator('.mantine-Skeleton-root[data-visible]').first().waitFor({ state: 'detached' })
}

/** The language the page shows now (from `<html lang>`). */
async function currentLanguage(page: Page): Promise<Language> {
  const lang = await page.locator('html').getAttribute('lang')
  const found = LANGUAGES.find((language) => HTML_LANG[language] === lang)
  if (!found) throw new Error(`unexpected <html lang="${lang}">`)
  return found
}

/** Chooses `language` in the header's menu and waits for the page to speak it. */
async function switchLanguage(page: Page, language: Language) {
  await page.getByTestId('language-picker').click()
  await page.getByTestId(`language-${language}`).click()
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language])
  await page.getByTestId(`language-${language}`).waitFor({ state: 'hidden' })
  // The picker's tooltip stays open under the pointer; move away so it does not cover a label.
  await page.mouse.move(0, 0)
}

/**
 * Checks the open page in each of `languages`, starting at the end of the list the page already
 * shows (or at its start, switching to it) and ending at the other end, so the next page starts
 * where this one ended.
 */
async function checkInLanguages(
  page: Page,
  where: string,
  languages: readonly Language[],
  { axe = false } = {},
) {
  const shown = await currentLanguage(page)
  const order = shown === languages.at(-1) ? [...languages].reverse() : languages
  for (const [index, language] of order.entries()) {
    if (language !== (await currentLanguage(page))) await switchLanguage(page, language)
    await settle(page)
    // Every page names itself in the tab, in the page's language: "Pricing | Tangram".
    await expect(page, `the document title on ${where} (${language})`).toHaveTitle(
      /^\S.* \| Tangram$/,
    )
    await expectNoClippedText(page, `on ${where} (${language})`)
    if (axe && index === 0) await expectNoA11yViolations(page, `on ${where}`)
    if (language === 'ar') {
      const eastern = await page.evaluate(
        () => document.body.innerText.match(/[\u0660-\u0669\u06f0-\u06f9]+/g) ?? [],
      )
      expect(eastern, `Arabic-Indic digits on ${where}`).toEqual([])
    }
  }
}

test.describe('no clipped labels', () => {
  test.describe('public pages', () => {
    test.use({ account: null })

    test('sign-in, registration and the verify page in every language', async ({ page }) => {
      test.setTimeout(90_000)
      await openPrerendered(page, '/auth/login')
      await page.getByTestId('demo-credentials').waitFor()
      await checkInLanguages(page, '/auth/login', LANGUAGES)

      await openPrerendered(page, '/auth/register')
      await checkInLanguages(page, '/auth/register', LANGUAGES)
      await page.locator('input[autocomplete="given-name"]').fill('Grace')
      await page.locator('input[autocomplete="family-name"]').fill('Hopper')
      await page.locator('input[type="email"]').fill('grace.hopper@example.com')
      await page.locator('input[autocomplete="new-password"]').fill('Compil3r!Hopper')
      await page.getByRole('checkbox').check()
      await page.locator('form button[type="submit"]').click()
      await page.waitForURL(/\/auth\/verify/)
      await page.getByTestId('demo-inbox').waitFor()
      await checkInLanguages(page, '/auth/verify', LANGUAGES)
      // The verify page was scanned by axe in its own tests; skip the final scan.
      await page.goto('about:blank')
    })

    test('pricing, payment and about us in every language', async ({ page }) => {
      test.setTimeout(120_000)
      await page.goto('/pricing')
      await page.getByTestId('plan-premium').waitFor()
      await checkInLanguages(page, '/pricing', LANGUAGES, { axe: true })
      await page.goto('/payment?plan=premium&period=yearly')
      await page.getByTestId('sign-in-prompt').waitFor()
      await checkInLanguages(page, '/payment', LANGUAGES, { axe: true })
      await page.goto('/about-us')
      await page.locator('[data-testid="team"]:not([aria-busy])').waitFor()
      await checkInLanguages(page, '/about-us', LANGUAGES, { axe: true })
      await page.goto('about:blank')
    })

    test('contact and FAQs in every language', async ({ page }) => {
      test.setTimeout(90_000)
      await page.goto('/contact-us')
      await page.getByTestId('office-map').waitFor()
      await checkInLanguages(page, '/contact-us', LANGUAGES, { axe: true })
      await page.goto('/faqs')
      await page.getByTestId('faqs-list').waitFor()
      await checkInLanguages(page, '/faqs', LANGUAGES, { axe: true })
      await page.goto('about:blank')
    })
  })

  for (const [index, routes] of DASHBOARD_ROUTES.entries()) {
    test(`main pages in French, Vietnamese and Arabic, part ${index + 1} of ${DASHBOARD_ROUTES.length}`, async ({
      page,
    }) => {
      // About 40 s on a quiet machine; the limit leaves room for a busy one.
      test.setTimeout(240_000)
      for (const route of routes) {
        await page.goto(route)
        await page.getByTestId('dashboard-layout').waitFor()
        await checkInLanguages(page, route, WIDEST, { axe: !SCANNED_ELSEWHERE.has(route) })
      }
      // Every page above was scanned, here or in its own spec; skip the fixture's final scan.
      await page.goto('about:blank')
    })
  }
})
