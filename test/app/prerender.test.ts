import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { composePage } from '../../scripts/vite/prerender'
import type { PrerenderConditions } from '@/lib/prerendered'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/framework-a.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const CONDITIONS: PrerenderConditions = {
  path: '/auth/login',
  localStorage: { accessToken: true, i18nextLng: ['fr', 'ar'] },
  cookies: { themeMode: ['dark'] },
}

const compose = () =>
  composePage(TEMPLATE, '<h1>Sign in</h1>', CONDITIONS, [
    '/assets/framework-a.css',
    '/assets/auth-b.css',
  ])

/** The check composePage puts in <head>, run against a visit's address and stored values. */
function runCheck(visit: {
  pathname?: string
  search?: string
  stored?: Record<string, string>
  cookie?: string
}) {
  const html = compose()
  const head = html.slice(0, html.indexOf('</head>'))
  const code = /<script>([\s\S]*?)<\/script>/.exec(head)?.[1]
  if (!code) throw new Error('no check in <head>')
  const attributes = new Map<string, string>()
  const document = {
    cookie: visit.cookie ?? '',
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  }
  const localStorage = { getItem: (key: string) => visit.stored?.[key] ?? null }
  const location = { pathname: visit.pathname ?? '/auth/login', search: visit.search ?? '' }
  runInNewContext(code, { location, localStorage, document })
  return attributes.get('data-prerendered') === 'stale' ? 'stale' : 'shown'
}

describe('prerendered pages', () => {
  it('puts the picture, inert and hidden from assistive technology, before the empty app', () => {
    const html = compose()
    const picture = html.indexOf('<div id="prerendered" inert aria-hidden="true"><h1>Sign in</h1>')
    expect(picture).toBeGreaterThan(html.indexOf('</head>'))
    expect(picture).toBeLessThan(html.indexOf('<div id="root">'))
  })

  it('checks the stored values before the stylesheets, so the parser does not wait for them', () => {
    const html = compose()
    const check = html.indexOf('<script>;(')
    expect(check).toBeGreaterThan(-1)
    expect(check).toBeLessThan(html.indexOf('<link rel="stylesheet"'))
  })

  it("starts the app's entry after the picture's first frame, not as the parsing ends", () => {
    const html = compose()
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-a.js">')
    expect(html).toContain('import("/assets/index-a.js")')
    expect(html).toContain('requestAnimationFrame(() => setTimeout(start, 0))')
  })

  it("links the page's stylesheets that index.html does not link already", () => {
    const html = compose()
    expect(html.match(/href="\/assets\/framework-a\.css"/g)).toHaveLength(1)
    expect(html.indexOf('href="/assets/auth-b.css"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('shows the picture to a first visit, on its own address', () => {
    expect(runCheck({})).toBe('shown')
    expect(runCheck({ pathname: '/auth/login/' })).toBe('shown')
  })

  it('hides it when a stored value or the address would change the page', () => {
    expect(runCheck({ stored: { accessToken: 'any' } })).toBe('stale')
    expect(runCheck({ stored: { i18nextLng: 'fr' } })).toBe('stale')
    expect(runCheck({ cookie: 'other=1; themeMode=dark' })).toBe('stale')
    expect(runCheck({ search: '?email=a%40b.c' })).toBe('stale')
    expect(runCheck({ pathname: '/auth/register' })).toBe('stale')
  })

  it('keeps it for stored values the app reads as the defaults', () => {
    expect(runCheck({ stored: { i18nextLng: 'en' } })).toBe('shown')
    // An unknown value is ignored by the app (the default wins), so the page is the same.
    expect(runCheck({ cookie: 'themeMode=purple' })).toBe('shown')
  })

  it('fails the build on a template it cannot place the picture in', () => {
    expect(() => composePage('<html></html>', '<p/>', CONDITIONS, [])).toThrow(/no module script/)
  })
})
