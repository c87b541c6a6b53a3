import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

/** Runs axe on the page as it is now; fails on serious or critical violations. */
export async function expectNoA11yViolations(page: Page, context = '') {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  const report = blocking
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    )
    .join('\n')
  expect(blocking, `axe ${context}\n${report}`).toEqual([])
}

export async function setCookies(context: BrowserContext, cookies: Record<string, string>) {
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      domain: 'localhost',
      path: '/',
    })),
  )
}

export async function setLanguage(context: BrowserContext, language: string) {
  await context.addInitScript((lng) => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', lng)
  }, language)
}

/** Every test ends with an axe check of the page it leaves (serious/critical fail the test). */
export const test = base.extend<{ axeAfterEach: void }>({
  axeAfterEach: [
    async ({ page }, use) => {
      await use()
      if (page.url().startsWith('http'))
        await expectNoA11yViolations(page, `at the end of the test (${page.url()})`)
    },
    { auto: true },
  ],
})

export { expect }
