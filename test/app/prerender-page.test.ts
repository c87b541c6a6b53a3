import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { conditionsFor, renderPage } from '@/app/prerender'
import { REMEMBER_KEY } from '@/features/auth/login/remembered-email'
import { ACCESS_TOKEN_KEY } from '@/lib/session/session'

describe('the prerendered HTML of the public pages a visit starts on', () => {
  it("is the app's own sign-in page for a first visit, in English", async () => {
    const html = await renderPage('/auth/login')
    expect(html).toContain('Sign in to your account')
    expect(html).toMatch(/<input[^>]*type="email"/)
    expect(html).toContain('Hi, welcome back')
    // Its theme's colours come along, so the picture is drawn before any script runs.
    expect(html).toContain('data-mantine-styles')
    // Every part in place, none sent as a fallback for a script to swap in later.
    expect(html).not.toContain('page-loader')
  })

  it('draws the sign-up page as well', async () => {
    expect(await renderPage('/auth/register')).toContain('Get started absolutely free')
  })

  it('names the stored values that would make the app draw another page', () => {
    const conditions = conditionsFor('/auth/login')
    expect(conditions.path).toBe('/auth/login')
    expect(conditions.localStorage[ACCESS_TOKEN_KEY]).toBe(true)
    expect(conditions.localStorage.i18nextLng).toEqual(['fr', 'vi', 'cn', 'ar'])
    expect(conditions.cookies.themeColorPresets).not.toContain('default')
    expect(conditions.cookies.themeContrast).toEqual(['bold'])
    expect(conditions.cookies.themeDirection).toEqual(['rtl'])
    // Settings these pages draw only as the Settings button's dot are taken in instead.
    expect(conditions.cookies.themeMode).toEqual([])
    expect(conditions.cookies.themeLayout).toEqual([])
    expect(conditions.cookies.themeStretch).toEqual([])
    expect(conditions.cookieFills?.themeMode?.values).toEqual(['dark'])
    expect(conditions.cookieFills?.themeLayout?.values).toEqual(['horizontal', 'mini'])
    expect(conditions.cookieFills?.themeStretch?.values).toEqual(['true'])
  })

  it('fills a remembered e-mail in on the sign-in page, into fields its HTML has', async () => {
    const fills = conditionsFor('/auth/login').fills?.[REMEMBER_KEY] ?? []
    expect(fills.map((fill) => fill.set)).toEqual(['value', 'checked', 'data-checked'])
    const { document } = new JSDOM(await renderPage('/auth/login')).window
    for (const fill of fills)
      expect(document.querySelector(fill.selector), fill.selector).not.toBeNull()
    expect(document.querySelector(fills[0]!.selector)).toHaveProperty('type', 'email')
    expect(document.querySelector(fills[1]!.selector)).toHaveProperty('type', 'checkbox')
  })

  it("shows the Settings button's dot for those settings, on both pages", async () => {
    for (const path of ['/auth/login', '/auth/register']) {
      const { document } = new JSDOM(await renderPage(path)).window
      for (const rule of Object.values(conditionsFor(path).cookieFills ?? {})) {
        expect(rule.fills).toHaveLength(1)
        const dot = document.querySelector(rule.fills[0]!.selector)
        expect(dot?.getAttribute('data-testid')).toBe('settings-dot')
        expect(dot?.hasAttribute('data-visible')).toBe(false)
      }
    }
  })

  it('leaves a remembered e-mail alone on the sign-up page, which does not read it', () => {
    const conditions = conditionsFor('/auth/register')
    expect(conditions.fills).toBeUndefined()
    expect(conditions.localStorage[REMEMBER_KEY]).toBeUndefined()
  })
})
