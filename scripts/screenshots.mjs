#!/usr/bin/env node
/**
 * Takes screenshots of pages in several display settings, for a person to look at.
 *   node scripts/screenshots.mjs [baseUrl] [--only=name,name]
 * Serve the app first (npm run preview, or npm run dev). PNGs land in screenshots/ (not committed).
 * Dashboard pages are reached by signing in with the demo account through the login page.
 * CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'

const base = process.argv.find((arg) => arg.startsWith('http')) ?? 'http://localhost:4173'
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7)
  .split(',')

/** A whole page in light, dark, Arabic and on a phone (`extra`: more options for each shot). */
function fourDisplays(name, path, extra = {}) {
  const page = { path, width: 1440, height: 900, fullPage: true, ...extra }
  return [
    { ...page, name, cookies: {} },
    { ...page, name: `${name}-dark`, cookies: { themeMode: 'dark' } },
    { ...page, name: `${name}-ar`, cookies: { themeDirection: 'rtl' }, language: 'ar' },
    { ...page, name: `${name}-mobile`, width: 390, height: 844, cookies: {} },
  ]
}

const shots = [
  // The landing dashboard (issue 18): whole pages, in the four displays.
  { name: 'app', path: '/dashboard/app', width: 1440, height: 900, cookies: {}, fullPage: true },
  {
    name: 'app-dark',
    path: '/dashboard/app',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
    fullPage: true,
  },
  {
    name: 'app-ar',
    path: '/dashboard/app',
    width: 1440,
    height: 900,
    cookies: { themeDirection: 'rtl' },
    language: 'ar',
    fullPage: true,
  },
  {
    name: 'app-mobile',
    path: '/dashboard/app',
    width: 390,
    height: 844,
    cookies: {},
    fullPage: true,
  },
  {
    name: 'ecommerce',
    path: '/dashboard/ecommerce',
    width: 1440,
    height: 900,
    cookies: {},
    fullPage: true,
  },
  {
    name: 'ecommerce-dark-ar',
    path: '/dashboard/ecommerce',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark', themeDirection: 'rtl' },
    language: 'ar',
    fullPage: true,
  },
  {
    name: 'ecommerce-mobile',
    path: '/dashboard/ecommerce',
    width: 390,
    height: 844,
    cookies: {},
    fullPage: true,
  },
  {
    name: 'app-purple-bold',
    path: '/dashboard/app',
    width: 1440,
    height: 900,
    cookies: { themeColorPresets: 'purple', themeContrast: 'bold' },
    fullPage: true,
  },
  {
    name: 'ecommerce-orange-dark',
    path: '/dashboard/ecommerce',
    width: 1440,
    height: 900,
    cookies: { themeColorPresets: 'orange', themeMode: 'dark' },
    fullPage: true,
  },
  { name: 'vertical-light', path: '/dashboard/blank', width: 1440, height: 900, cookies: {} },
  {
    name: 'vertical-dark',
    path: '/dashboard/blank',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
  },
  {
    name: 'mini-light',
    path: '/dashboard/blank',
    width: 1440,
    height: 900,
    cookies: { themeLayout: 'mini' },
  },
  {
    name: 'horizontal-light',
    path: '/dashboard/blank',
    width: 1440,
    height: 900,
    cookies: { themeLayout: 'horizontal' },
  },
  {
    name: 'horizontal-dark-bold',
    path: '/dashboard/blank',
    width: 1440,
    height: 900,
    cookies: { themeLayout: 'horizontal', themeMode: 'dark', themeContrast: 'bold' },
  },
  {
    name: 'vertical-rtl-ar',
    path: '/dashboard/blank',
    width: 1440,
    height: 900,
    cookies: { themeDirection: 'rtl' },
    language: 'ar',
  },
  {
    name: 'bold-purple',
    path: '/dashboard/permission-denied',
    width: 1440,
    height: 900,
    cookies: { themeContrast: 'bold', themeColorPresets: 'purple' },
  },
  { name: 'mobile-light', path: '/dashboard/blank', width: 390, height: 844, cookies: {} },
  {
    name: 'mobile-dark-rtl',
    path: '/dashboard/blank',
    width: 390,
    height: 844,
    cookies: { themeMode: 'dark', themeDirection: 'rtl' },
    language: 'ar',
  },
  {
    name: 'settings-open',
    path: '/dashboard/blank',
    width: 1440,
    height: 900,
    cookies: { themeColorPresets: 'orange' },
    open: 'settings',
  },
  {
    name: 'settings-open-dark',
    path: '/dashboard/blank',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark', themeColorPresets: 'cyan' },
    open: 'settings',
  },
  {
    name: 'mobile-nav-open',
    path: '/dashboard/blank',
    width: 390,
    height: 844,
    cookies: {},
    open: 'nav',
  },
  { name: 'not-found', path: '/nope', width: 1280, height: 800, cookies: {} },
  {
    name: 'not-found-dark',
    path: '/404',
    width: 1280,
    height: 800,
    cookies: { themeMode: 'dark' },
  },
  { name: 'coming-soon', path: '/coming-soon', width: 1280, height: 900, cookies: {} },
  { name: 'pricing', path: '/pricing?period=yearly', width: 1440, height: 900, cookies: {} },
  {
    name: 'pricing-dark',
    path: '/pricing',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
  },
  {
    name: 'pricing-ar',
    path: '/pricing?period=yearly',
    width: 1440,
    height: 900,
    cookies: { themeDirection: 'rtl' },
    language: 'ar',
  },
  { name: 'pricing-mobile', path: '/pricing', width: 390, height: 844, cookies: {} },
  // The about page is long: whole-page shots.
  { name: 'about-us', path: '/about-us', width: 1440, height: 900, cookies: {}, fullPage: true },
  {
    name: 'about-us-dark',
    path: '/about-us',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
    fullPage: true,
  },
  {
    name: 'about-us-ar',
    path: '/about-us',
    width: 1440,
    height: 900,
    cookies: { themeDirection: 'rtl' },
    language: 'ar',
    fullPage: true,
  },
  {
    name: 'about-us-mobile',
    path: '/about-us',
    width: 390,
    height: 844,
    cookies: {},
    fullPage: true,
  },
  {
    name: 'payment',
    path: '/payment?plan=premium&period=yearly',
    width: 1440,
    height: 900,
    cookies: {},
  },
  {
    name: 'payment-mobile-dark-rtl',
    path: '/payment?plan=premium&period=yearly',
    width: 390,
    height: 844,
    cookies: { themeMode: 'dark', themeDirection: 'rtl' },
    language: 'ar',
  },
  { name: 'contact', path: '/contact-us', width: 1440, height: 900, cookies: {}, fullPage: true },
  {
    name: 'contact-dark',
    path: '/contact-us',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
    fullPage: true,
  },
  {
    name: 'contact-ar',
    path: '/contact-us',
    width: 1440,
    height: 900,
    cookies: { themeDirection: 'rtl' },
    language: 'ar',
    fullPage: true,
  },
  {
    name: 'contact-mobile',
    path: '/contact-us',
    width: 390,
    height: 844,
    cookies: {},
    fullPage: true,
  },
  { name: 'faqs', path: '/faqs?q=password', width: 1440, height: 900, cookies: {}, fullPage: true },
  {
    name: 'faqs-dark',
    path: '/faqs?category=billing',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
    fullPage: true,
  },
  {
    name: 'faqs-ar',
    path: '/faqs',
    width: 1440,
    height: 900,
    cookies: { themeDirection: 'rtl' },
    language: 'ar',
  },
  { name: 'faqs-mobile', path: '/faqs', width: 390, height: 844, cookies: {} },
  {
    name: 'maintenance-dark',
    path: '/maintenance',
    width: 1280,
    height: 800,
    cookies: { themeMode: 'dark', themeColorPresets: 'red' },
  },
  {
    name: 'forbidden-fr',
    path: '/dashboard/permission-denied',
    width: 1280,
    height: 800,
    cookies: {},
    language: 'fr',
  },
  {
    name: 'search-open',
    path: '/dashboard/blank',
    width: 1440,
    height: 900,
    cookies: {},
    open: 'search',
  },
  {
    name: 'mini-menu-open',
    path: '/dashboard/blank',
    width: 1440,
    height: 900,
    cookies: { themeLayout: 'mini' },
    open: 'mini-menu',
  },
  { name: 'shop', path: '/dashboard/e-commerce/shop', width: 1440, height: 900, cookies: {} },
  {
    name: 'shop-dark-rtl',
    path: '/dashboard/e-commerce/shop',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark', themeDirection: 'rtl' },
    language: 'ar',
  },
  {
    name: 'product',
    path: '/dashboard/e-commerce/product/foundation-runner-low',
    width: 1440,
    height: 900,
    cookies: {},
  },
  {
    name: 'product-mobile-dark',
    path: '/dashboard/e-commerce/product/foundation-runner-low',
    width: 390,
    height: 844,
    cookies: { themeMode: 'dark' },
  },
  {
    name: 'checkout-cart',
    path: '/dashboard/e-commerce/checkout',
    width: 1440,
    height: 900,
    cookies: {},
    cart: true,
  },
  {
    name: 'product-list',
    path: '/dashboard/e-commerce/list',
    width: 1440,
    height: 900,
    cookies: {},
  },
  {
    name: 'product-list-dark-rtl',
    path: '/dashboard/e-commerce/list',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark', themeDirection: 'rtl' },
    language: 'ar',
  },
  {
    name: 'product-new',
    path: '/dashboard/e-commerce/product/new',
    width: 1440,
    height: 900,
    cookies: {},
  },
  {
    name: 'product-list-mobile',
    path: '/dashboard/e-commerce/list',
    width: 390,
    height: 844,
    cookies: {},
  },
  { name: 'calendar', path: '/dashboard/calendar', width: 1440, height: 900, cookies: {} },
  {
    name: 'calendar-dark',
    path: '/dashboard/calendar',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
  },
  {
    name: 'calendar-ar',
    path: '/dashboard/calendar',
    width: 1440,
    height: 900,
    cookies: { themeDirection: 'rtl' },
    language: 'ar',
  },
  {
    name: 'calendar-bold-preset',
    path: '/dashboard/calendar',
    width: 1440,
    height: 900,
    cookies: { themeContrast: 'bold', themeColorPresets: 'orange' },
  },
  { name: 'calendar-mobile', path: '/dashboard/calendar', width: 390, height: 844, cookies: {} },
  {
    name: 'calendar-mobile-dark-rtl',
    path: '/dashboard/calendar',
    width: 390,
    height: 844,
    cookies: { themeMode: 'dark', themeDirection: 'rtl' },
    language: 'ar',
  },
  { name: 'kanban', path: '/dashboard/kanban', width: 1440, height: 900, cookies: {} },
  {
    name: 'kanban-dark',
    path: '/dashboard/kanban',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
  },
  {
    name: 'kanban-ar',
    path: '/dashboard/kanban',
    width: 1440,
    height: 900,
    cookies: { themeDirection: 'rtl' },
    language: 'ar',
  },
  {
    name: 'kanban-bold-preset',
    path: '/dashboard/kanban',
    width: 1440,
    height: 900,
    cookies: { themeContrast: 'bold', themeColorPresets: 'orange' },
  },
  { name: 'kanban-mobile', path: '/dashboard/kanban', width: 390, height: 844, cookies: {} },
  {
    name: 'kanban-mobile-dark-rtl',
    path: '/dashboard/kanban',
    width: 390,
    height: 844,
    cookies: { themeMode: 'dark', themeDirection: 'rtl' },
    language: 'ar',
  },
  {
    name: 'horizontal-menu-open',
    path: '/dashboard/blank',
    width: 1440,
    height: 900,
    cookies: { themeLayout: 'horizontal' },
    open: 'horizontal-menu',
  },
  { name: 'files', path: '/dashboard/files-manager', width: 1440, height: 900, cookies: {} },
  {
    name: 'files-list-dark',
    path: '/dashboard/files-manager?view=list',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
  },
  {
    name: 'files-mobile-rtl',
    path: '/dashboard/files-manager',
    width: 390,
    height: 844,
    cookies: { themeDirection: 'rtl' },
    language: 'ar',
  },
  { name: 'chat', path: '/dashboard/chat/conv-seed-2', width: 1440, height: 900, cookies: {} },
  {
    name: 'chat-dark',
    path: '/dashboard/chat/sofia-ramirez',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
  },
  {
    name: 'chat-mobile-dark-rtl',
    path: '/dashboard/chat/mei-chen',
    width: 390,
    height: 844,
    cookies: { themeMode: 'dark', themeDirection: 'rtl' },
    language: 'ar',
  },
  { name: 'blog-posts', path: '/dashboard/blog/posts', width: 1440, height: 900, cookies: {} },
  {
    name: 'blog-posts-dark-rtl',
    path: '/dashboard/blog/posts',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark', themeDirection: 'rtl' },
    language: 'ar',
  },
  {
    name: 'blog-post-dark',
    path: '/dashboard/blog/latest',
    width: 1440,
    height: 900,
    cookies: { themeMode: 'dark' },
  },
  { name: 'blog-new-mobile', path: '/dashboard/blog/new', width: 390, height: 844, cookies: {} },
  // The banking and booking dashboards, whole, in the four displays, once every widget shows.
  ...[
    ['dashboard-banking', '/dashboard/banking'],
    ['dashboard-booking', '/dashboard/booking'],
  ].flatMap(([name, path]) => fourDisplays(name, path, { settled: true })),
  // The style guide (/components): the index and a few pages, whole, in the four displays.
  ...[
    ['components', '/components'],
    ['components-buttons', '/components/buttons'],
    ['components-charts', '/components/charts'],
    ['components-colors', '/components/colors'],
    ['components-carousel', '/components/carousel'],
  ].flatMap(([name, path]) => fourDisplays(name, path)),
  // The analytics and file dashboards (issue 18), whole, once their widgets have drawn.
  ...[
    ['dashboard-analytics', '/dashboard/analytics'],
    ['dashboard-file', '/dashboard/file'],
  ].flatMap(([name, path]) => fourDisplays(name, path, { settled: true })),
]

mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
const url = new URL(base)
for (const shot of shots.filter((s) => !only || only.includes(s.name))) {
  const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height } })
  await context.addCookies(
    Object.entries(shot.cookies).map(([name, value]) => ({
      name,
      value,
      domain: url.hostname,
      path: '/',
    })),
  )
  if (shot.language)
    await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), shot.language)
  const page = await context.newPage()
  if (shot.path.startsWith('/dashboard')) {
    await page.goto(`${base}/auth/login?returnTo=${encodeURIComponent(shot.path)}`)
    await page.locator('input[type="email"]').fill('demo@example.com')
    await page.locator('input[type="password"]').fill('demo1234')
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((address) => address.pathname === shot.path.split('?')[0])
    // The address changes before the page has drawn (its code and words are still loading).
    await page
      .getByRole('heading', { name: /sign in|connexion|đăng nhập|登录|تسجيل/i })
      .waitFor({ state: 'detached', timeout: 20_000 })
      .catch(() => {})
    if (shot.cart) {
      // One product in the cart, added the way a user does it.
      await page.goto(`${base}/dashboard/e-commerce/product/foundation-runner-low`)
      await page.getByRole('button', { name: /add to cart/i }).click()
      await page.goto(base + shot.path)
    }
  } else await page.goto(base + shot.path)
  await page.waitForLoadState('networkidle')
  // Dashboards: every widget has its figures and every chart is drawn (the first visit seeds the
  // mock API, which takes seconds).
  if (shot.settled)
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="widget-skeleton"], [data-testid="chart-loading"]') &&
        [...document.images].every((image) => image.complete),
      null,
      { timeout: 60_000 },
    )
  // Charts measure their box and animate in; dashboards draw their charts after the page (the
  // charts library loads on its own).
  await page.waitForTimeout(
    shot.settled ? 2000 : shot.path.startsWith('/dashboard/') && shot.fullPage ? 3000 : 400,
  )
  if (shot.open === 'settings') await page.getByTestId('settings-button').click()
  if (shot.open === 'nav') await page.getByTestId('nav-open').click()
  if (shot.open === 'search') await page.getByTestId('search-button').click()
  if (shot.open === 'mini-menu') await page.getByTestId('nav-item-pages').hover()
  if (shot.open === 'horizontal-menu') await page.getByTestId('nav-item-pages').hover()
  if (shot.open) await page.waitForTimeout(700)
  await page.screenshot({ path: `screenshots/${shot.name}.png`, fullPage: Boolean(shot.fullPage) })
  console.log(`screenshots/${shot.name}.png`)
  await context.close()
}
await browser.close()
