import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '/work/wt-bb/scripts/chromium.mjs'
const base = 'http://localhost:4311'
const browser = await chromium.launch(chromiumLaunchOptions)
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
const page = await context.newPage()
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 300)) })
page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
const path = process.argv[2] ?? '/dashboard/banking'
await page.goto(`${base}/auth/login?returnTo=${encodeURIComponent(path)}`)
await page.locator('input[type="email"]').fill('demo@example.com')
await page.locator('input[type="password"]').fill('demo1234')
await page.locator('form button[type="submit"]').click()
await page.waitForURL((a) => a.pathname === path)
await page.waitForTimeout(15000)
console.log('surfaces', await page.locator('.recharts-surface').count())
console.log('skeletons', await page.locator('[data-testid=widget-skeleton]').count(), await page.locator('[data-testid=chart-loading]').count())
console.log(await page.locator('main .mantine-Skeleton-root').count())
await browser.close()
