/**
 * Prerendered first screens (issue 20, docs/decisions/prerender.md). After the app's build, the
 * app's own tree (src/app/prerender.tsx, built once more for Node) renders each listed public
 * page as a first visit sees it, and the page gets a file of its own beside index.html
 * (dist/auth/login.html for /auth/login, which `vite preview` and most static hosts serve for
 * that address): index.html with the page's HTML over the empty app, the page's stylesheets
 * linked, and a check in <head> that hides the picture before the first paint when something
 * stored (a session, a language, a setting) would make the app draw another page. The app
 * removes the picture once it has rendered the page itself (src/lib/prerendered.ts).
 *
 * Only the sign-in page: the first screen of a signed-out visit. Signed-in pages draw the
 * visitor's own data, which no build can know.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import {
  PRERENDERED_ID as PICTURE_ID,
  type PrerenderConditions,
  type PrerenderFill,
} from '../../src/lib/prerendered'
import { filesOf, staticClosure, type Manifest } from '../lib/manifest.mjs'

export interface PrerenderedPage {
  path: string
  /** The page's route files (src/routes/…), outermost first: their stylesheets are linked. */
  routeFiles: readonly string[]
}

interface PrerenderEntry {
  renderPage: (path: string) => Promise<string>
  conditionsFor: (path: string) => PrerenderConditions
}

export const PRERENDER_ENTRY = 'src/app/prerender.tsx'

/**
 * The page's cookies by name, as the app's settings read them; serialised into both scripts
 * below (each runs on its own, before any module).
 */
const readCookies = function () {
  const jar: Record<string, string> = {}
  document.cookie.split(';').forEach(function (part) {
    const i = part.indexOf('=')
    if (i > 0) jar[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim())
  })
  return jar
}

/**
 * Runs in <head> before anything paints: marks the picture stale when a stored value listed in
 * the conditions (a localStorage key, a settings cookie) or the address says the app will draw
 * something else.
 */
function staleCheck(conditions: PrerenderConditions): string {
  const check = function (c: PrerenderConditions, cookies: () => Record<string, string>) {
    let stale = location.search !== '' || location.pathname.replace(/\/+$/, '') !== c.path
    try {
      for (const key in c.localStorage) {
        const stored = localStorage.getItem(key)
        const changes = c.localStorage[key]
        if (stored !== null && (changes === true || (changes || []).indexOf(stored) >= 0))
          stale = true
      }
    } catch {
      stale = true
    }
    const jar = cookies()
    for (const name in c.cookies) {
      const value = jar[name]
      if (value !== undefined && (c.cookies[name] || []).indexOf(value) >= 0) stale = true
    }
    if (stale) document.documentElement.setAttribute('data-prerendered', 'stale')
  }
  return `;(${check.toString()})(${JSON.stringify(conditions)}, ${readCookies.toString()})`
}

/**
 * Runs right after the picture is parsed: drops a stale one, else fills in what the stored values
 * change (a remembered e-mail) and shows it.
 */
function showPicture(conditions: PrerenderConditions): string {
  const show = function (
    c: PrerenderConditions,
    id: string,
    cookies: () => Record<string, string>,
  ) {
    const root = document.documentElement
    const picture = document.getElementById(id)
    let stale = !picture || root.getAttribute('data-prerendered') === 'stale'
    const apply = function (fills: readonly PrerenderFill[], stored: string) {
      for (const fill of fills) {
        const element = picture && picture.querySelector(fill.selector)
        if (!element) stale = true
        else if (fill.set === 'value') (element as HTMLInputElement).value = stored
        else if (fill.set === 'checked') (element as HTMLInputElement).checked = true
        else element.setAttribute(fill.set, 'true')
      }
    }
    try {
      for (const key in c.fills) {
        const stored = stale ? null : localStorage.getItem(key)
        if (stored !== null) apply(c.fills[key] || [], stored)
      }
      const jar = cookies()
      for (const name in c.cookieFills) {
        const rule = c.cookieFills[name]
        const value = jar[name]
        if (!stale && rule && value !== undefined && rule.values.indexOf(value) >= 0)
          apply(rule.fills, value)
      }
    } catch {
      stale = true
    }
    if (!stale) return root.setAttribute('data-prerendered', 'ready')
    root.setAttribute('data-prerendered', 'stale')
    if (picture) picture.remove()
  }
  const args = `${JSON.stringify(conditions)}, ${JSON.stringify(PICTURE_ID)}, ${readCookies.toString()}`
  return `;(${show.toString()})(${args})`
}

/** index.html with the page's picture, its stylesheets and the check. */
export function composePage(
  template: string,
  html: string,
  conditions: PrerenderConditions,
  stylesheets: readonly string[],
): string {
  const links = stylesheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `    <link rel="stylesheet" crossorigin href="${href}">\n`)
    .join('')
  // The picture is not displayed until it is all parsed (the script after it): the parser may
  // yield halfway through, and the browser painted half a form (seen at 4x CPU); merely hidden, it
  // was laid out at each yield (~120 ms at 4x). The check comes before the stylesheets: an inline
  // script after them waits for them, and the parser with it (~250-500 ms at 4x).
  const check =
    `<style>#${PICTURE_ID}{position:fixed;inset:0;z-index:1000;overflow:auto;` +
    `background:var(--mantine-color-body);display:none}` +
    `html[data-prerendered=ready] #${PICTURE_ID}{display:block}` +
    `html[data-prerendered=stale] #${PICTURE_ID}{display:none}</style>\n` +
    // Without scripts nothing else would show it.
    `    <noscript><style>#${PICTURE_ID}{display:block}</style></noscript>\n` +
    `    <script>${staleCheck(conditions)}</script>\n    `
  const picture =
    `<div id="${PICTURE_ID}" inert aria-hidden="true">${html}</div>` +
    `<script>${showPicture(conditions)}</script>`
  // The app's entry runs after the picture's first frame: a module script runs as the parsing
  // ends, in the same task, and its imports' evaluation (~220 ms at 4x CPU) came before the paint.
  // The chunks are already fetched and compiled (modulepreload), so the app starts no later.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)
  if (!entry || !template.includes('</head>') || !template.includes('<div id="root">'))
    throw new Error('prerender: index.html has no module script, </head> or <div id="root">')
  const start =
    `<script type="module">const start = () => import(${JSON.stringify(entry[1])})\n` +
    `      if (document.documentElement.getAttribute('data-prerendered') !== 'ready') start()\n` +
    `      else requestAnimationFrame(() => setTimeout(start, 0))</script>`
  return template
    .replace(entry[0], `${check}${start}`)
    .replace('</head>', `${links}  </head>`)
    .replace('<div id="root">', `${picture}\n    <div id="root">`)
}

/** The stylesheets of the page's route chunks and their imports, in the manifest's order. */
function stylesheetsOf(manifest: Manifest, routeFiles: readonly string[]): string[] {
  const keys = Object.keys(manifest).filter((key) =>
    routeFiles.some((file) => key.startsWith(`${file}?tsr-split=`)),
  )
  if (keys.length === 0) throw new Error(`prerender: no chunk of ${routeFiles.join(', ')}`)
  const closure = new Set<string>()
  for (const key of keys) staticClosure(manifest, key, closure)
  return [...filesOf(manifest, closure)].filter((file) => file.endsWith('.css')).map((f) => `/${f}`)
}

export function prerender(pages: readonly PrerenderedPage[]): Plugin {
  let config: ResolvedConfig
  return {
    name: 'tangram:prerender',
    // The app's build only: not the Node build below (nor the dev server, nor the tests).
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = resolve(config.root, 'node_modules/.cache/tangram-prerender')
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: PRERENDER_ENTRY,
          outDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      })
      const entry = (await import(
        `${pathToFileURL(join(outDir, 'prerender.js')).href}?${Date.now()}`
      )) as PrerenderEntry
      const dist = resolve(config.root, config.build.outDir)
      const template = readFileSync(join(dist, 'index.html'), 'utf8')
      const manifest = JSON.parse(
        readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
      ) as Manifest
      for (const page of pages) {
        const html = await entry.renderPage(page.path)
        const file = join(dist, `${page.path}.html`)
        mkdirSync(dirname(file), { recursive: true })
        writeFileSync(
          file,
          composePage(
            template,
            html,
            entry.conditionsFor(page.path),
            stylesheetsOf(manifest, page.routeFiles),
          ),
        )
      }
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
