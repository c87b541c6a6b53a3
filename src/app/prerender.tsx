/**
 * Build time only (scripts/vite/prerender.ts): a public page's first screen as HTML, rendered by
 * the app's own tree as a first visit sees it (English, default settings, signed out, nothing
 * remembered), and the stored values that would change it, so index.html shows it before any
 * script has run only when it is what the app will render, with what a stored value fills in
 * (docs/decisions/prerender.md).
 */
import { createMemoryHistory } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { prerender } from 'react-dom/static'
import { AppRoot } from '@/app/app-root'
import { createAppRouter } from '@/app/router'
import { REMEMBER_FIELD, REMEMBER_KEY } from '@/features/auth/login/remembered-email'
import { SETTINGS_DOT_SELECTOR } from '@/features/settings/settings-button'
import { initI18n } from '@/lib/i18n/i18n'
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGE_VALUES } from '@/lib/i18n/languages'
import type { PrerenderConditions, PrerenderFill } from '@/lib/prerendered'
import { createQueryClient } from '@/lib/query-client'
import { ACCESS_TOKEN_KEY } from '@/lib/session/session'
import { nonDefaultCookieValues, type SettingKey } from '@/lib/settings/settings'

/**
 * "Remember me" on the sign-in page: the stored e-mail in its field, the box ticked (the login
 * page's initial values). The picture takes them in, so a returning visitor gets it too.
 */
const REMEMBERED_ON_LOGIN: PrerenderConditions['fills'] = {
  [REMEMBER_KEY]: [
    { selector: 'form input[autocomplete="username"]', set: 'value' },
    { selector: `form input[name="${REMEMBER_FIELD}"]`, set: 'checked' },
    {
      selector: `form .mantine-Checkbox-root:has(input[name="${REMEMBER_FIELD}"])`,
      set: 'data-checked',
    },
  ],
}

/**
 * Settings the sign-in pages draw only as the Settings button's dot (a setting differs from its
 * default): dark mode (the pages' stylesheets follow the colour scheme index.html sets before
 * the first paint), the dashboard's layout and stretch (not drawn on these pages). The picture
 * takes them in: screenshots of the picture with the dot and of the live page, for each, are the
 * same (docs/decisions/prerender.md). The other settings' values make it stale.
 */
const DRAWN_AS_THE_DOT = {
  themeMode: ['dark'],
  themeLayout: ['horizontal', 'mini'],
  themeStretch: ['true'],
} satisfies Partial<Record<SettingKey, readonly string[]>>

const SETTINGS_DOT: readonly PrerenderFill[] = [
  { selector: SETTINGS_DOT_SELECTOR, set: 'data-visible' },
]

export function conditionsFor(path: string): PrerenderConditions {
  const taken: Partial<Record<SettingKey, readonly string[]>> = DRAWN_AS_THE_DOT
  const nonDefault = Object.entries(nonDefaultCookieValues()) as [SettingKey, string[]][]
  return {
    path,
    localStorage: {
      // Signed in: the sign-in pages send the visitor on.
      [ACCESS_TOKEN_KEY]: true,
      [LANGUAGE_STORAGE_KEY]: LANGUAGE_VALUES.filter((language) => language !== DEFAULT_LANGUAGE),
    },
    // Any setting but its default, but for those the picture takes in.
    cookies: Object.fromEntries(
      nonDefault.map(([key, values]) => [key, values.filter((v) => !taken[key]?.includes(v))]),
    ),
    cookieFills: Object.fromEntries(
      Object.entries(taken).map(([key, values]) => [key, { values, fills: SETTINGS_DOT }]),
    ),
    ...(path === '/auth/login' && { fills: REMEMBERED_ON_LOGIN }),
  }
}

export async function renderPage(path: string): Promise<string> {
  await initI18n({ language: DEFAULT_LANGUAGE })
  const queryClient = createQueryClient()
  const store = createStore()
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter({ queryClient, store, history })
  await router.load()
  const { prelude } = await prerender(
    <AppRoot router={router} store={store} queryClient={queryClient} />,
    // React sends a part larger than this (12.8 KB by default) as its fallback, with the part
    // swapped in later by a script that React runs only once the page's fonts have loaded: the
    // picture showed the page's loader for ~1 s at 4x CPU. Here every part is in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  // A part still sent as a fallback (a boundary React has to complete later) is not the page.
  if (html.includes('<template id="B:'))
    throw new Error(`prerender: ${path} has a part React would complete later (a fallback)`)
  return html
}
