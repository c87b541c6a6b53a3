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
  fills: {
    remembered: [
      { selector: 'input[name="email"]', set: 'value' },
      { selector: 'input[name="remember"]', set: 'checked' },
      { selector: '.box', set: 'data-checked' },
    ],
  },
  cookieFills: {
    themeMode: { values: ['dark'], fills: [{ selector: '.dot', set: 'data-visible' }] },
  },
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

/** A stand-in for an element of the picture: what the script after the picture may change. */
interface FakeElement {
  value?: string
  checked?: boolean
  attributes: Map<string, string>
}

/**
 * The script composePage puts right after the picture, run against a visit's stored values, the
 * head's verdict (`stale`) and the picture's elements by selector.
 */
function runShow(visit: {
  stored?: Record<string, string>
  cookie?: string
  stale?: boolean
  elements?: Record<string, FakeElement>
}) {
  const html = compose()
  const after = html.slice(html.indexOf('<div id="prerendered"'))
  const code = /<\/div><script>([\s\S]*?)<\/script>/.exec(after)?.[1]
  if (!code) throw new Error('no script after the picture')
  const attributes = new Map<string, string>(visit.stale ? [['data-prerendered', 'stale']] : [])
  let removed = false
  const picture = {
    querySelector: (selector: string) => {
      const element = visit.elements?.[selector]
      return element
        ? Object.assign(element, {
            setAttribute: (name: string, value: string) => element.attributes.set(name, value),
          })
        : null
    },
    remove: () => {
      removed = true
    },
  }
  const document = {
    cookie: visit.cookie ?? '',
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
    },
    getElementById: (id: string) => (id === 'prerendered' ? picture : null),
  }
  const localStorage = { getItem: (key: string) => visit.stored?.[key] ?? null }
  runInNewContext(code, { document, localStorage })
  return { state: attributes.get('data-prerendered'), removed }
}

const loginFields = () => ({
  'input[name="email"]': { value: '', attributes: new Map<string, string>() },
  'input[name="remember"]': { checked: false, attributes: new Map<string, string>() },
  '.box': { attributes: new Map<string, string>() },
  '.dot': { attributes: new Map<string, string>() },
})

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

  it('shows the picture once parsed, and drops it when the check found it stale', () => {
    expect(runShow({ elements: loginFields() })).toEqual({ state: 'ready', removed: false })
    expect(runShow({ stale: true, elements: loginFields() })).toEqual({
      state: 'stale',
      removed: true,
    })
  })

  it('fills in what a stored value changes on the page before showing it', () => {
    const fields = loginFields()
    const shown = runShow({ stored: { remembered: 'ops@example.com' }, elements: fields })
    expect(shown).toEqual({ state: 'ready', removed: false })
    expect(fields['input[name="email"]'].value).toBe('ops@example.com')
    expect(fields['input[name="remember"]'].checked).toBe(true)
    expect(fields['.box'].attributes.get('data-checked')).toBe('true')
  })

  it('leaves the fields as drawn when nothing is stored', () => {
    const fields = loginFields()
    runShow({ elements: fields })
    expect(fields['input[name="email"]'].value).toBe('')
    expect(fields['input[name="remember"]'].checked).toBe(false)
  })

  it('fills in what a cookie changes, for the values listed only', () => {
    const dark = loginFields()
    expect(runShow({ cookie: 'a=1; themeMode=dark', elements: dark }).state).toBe('ready')
    expect(dark['.dot'].attributes.get('data-visible')).toBe('true')
    const light = loginFields()
    runShow({ cookie: 'themeMode=light', elements: light })
    expect(light['.dot'].attributes.has('data-visible')).toBe(false)
  })

  it('drops the picture when an element a stored value fills is not in it', () => {
    const { '.box': _box, ...withoutBox } = loginFields()
    expect(runShow({ stored: { remembered: 'a@b.c' }, elements: withoutBox })).toEqual({
      state: 'stale',
      removed: true,
    })
  })

  it('fails the build on a template it cannot place the picture in', () => {
    expect(() => composePage('<html></html>', '<p/>', CONDITIONS, [])).toThrow(/no module script/)
  })
})
