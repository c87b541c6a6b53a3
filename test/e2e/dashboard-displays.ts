import type { Page } from '@playwright/test'

/** The three displays every dashboard is walked in: light, dark, and Arabic (right to left). */
export const DISPLAYS = [
  { name: 'light', cookies: { themeMode: 'light', themeDirection: 'ltr' }, language: 'en' },
  { name: 'dark', cookies: { themeMode: 'dark', themeDirection: 'ltr' }, language: 'en' },
  { name: 'Arabic', cookies: { themeMode: 'light', themeDirection: 'rtl' }, language: 'ar' },
] as const

/** Collects the page's console errors and uncaught errors from now on (expect it to stay empty). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  return errors
}
