/**
 * The mock API answers in the language of the request's Accept-Language header (English
 * otherwise), like a localized backend. Messages are looked up by stable codes shared with the
 * app's validation (src/lib/api/schemas/common.ts).
 */
import en from '../locales/en.json'

export type MessageCode = keyof typeof en

type Catalog = Record<string, string>

/**
 * English is always there (the fallback); the other languages load on the first request that
 * asks for one (`loadCatalog`, run by route() before a handler), so a first visit with mocks on
 * does not carry four catalogs it may never use (docs/decisions/bundle-budget.md).
 */
const loaders: Record<string, () => Promise<{ default: Catalog }>> = {
  fr: () => import('../locales/fr.json'),
  vi: () => import('../locales/vi.json'),
  cn: () => import('../locales/cn.json'),
  ar: () => import('../locales/ar.json'),
}
const catalogs: Record<string, Catalog> = { en }

/** Makes `message(language, ...)` answer in that language (English until it has loaded). */
export async function loadCatalog(language: string): Promise<void> {
  const load = loaders[language]
  if (!load || catalogs[language]) return
  catalogs[language] = (await load()).default
}

/** Every language at once (mock-server, which answers outside route() too). */
export const loadAllCatalogs = () => Promise.all(Object.keys(loaders).map(loadCatalog))

/** 'fr-FR,fr;q=0.9' -> 'fr'; Chinese tags map to 'cn'. */
export function languageOf(request: Request): string {
  const header = request.headers.get('Accept-Language') ?? ''
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
    const base = tag.split('-')[0] ?? ''
    if (base === 'zh' || base === 'cn') return 'cn'
    if (base === 'en' || base in loaders) return base
  }
  return 'en'
}

export function message(
  language: string,
  code: string,
  vars: Record<string, string | number> = {},
): string {
  const template = catalogs[language]?.[code] ?? catalogs.en?.[code] ?? code
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(vars[name] ?? ''))
}
