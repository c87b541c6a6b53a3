import { chromium } from '@playwright/test'
const [, , path, name, w = '1440', h = '900', extra = ''] = process.argv
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const c = await b.newContext({ viewport: { width: +w, height: +h } })
if (extra.includes('dark'))
  await c.addCookies([{ name: 'themeMode', value: 'dark', domain: 'localhost', path: '/' }])
if (extra.includes('ar')) await c.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'))
const p = await c.newPage()
p.on('pageerror', (e) => console.log('pageerror', e.message))
p.on('console', (m) => {
  if (m.type() === 'error') console.log('console', m.text())
})
if (extra.includes('login')) {
  await p.goto('http://localhost:4173/auth/login')
  await p.waitForLoadState('networkidle')
  await p.locator('input[type=email]').fill('demo@example.com')
  await p.locator('input[type=password]').fill('demo1234')
  await p.locator('button[type=submit]').click()
  await p.waitForURL('**/dashboard/**')
  await p.waitForTimeout(800)
}
await p.goto('http://localhost:4173' + path)
await p.waitForLoadState('networkidle')
await p.waitForTimeout(700)
if (extra.includes('notif')) {
  await p.getByTestId('notifications-button').click()
  await p.waitForTimeout(500)
}
if (extra.includes('menu')) {
  await p.getByTestId('account-menu').click()
  await p.waitForTimeout(500)
}
await p.screenshot({ path: `screenshots/${name}.png` })
await b.close()
