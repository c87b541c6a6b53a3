/**
 * The mock API answers in the language of the request's Accept-Language header (English
 * otherwise), like a localized backend. Messages are looked up by stable codes shared with the
 * app's validation (src/lib/api/schemas/common.ts).
 */
import ar from '../locales/ar.json'
import cn from '../locales/cn.json'
import en from '../locales/en.json'
import fr from '../locales/fr.json'
import vi from '../locales/vi.json'

export type MessageCode = keyof typeof en
const catalogs: Record<string, Record<string, string>> = { en, fr, vi, cn, ar }

/** 'fr-FR,fr;q=0.9' -> 'fr'; Chinese tags map to 'cn'. */
export function languageOf(request: Request): string {
  const header = request.headers.get('Accept-Language') ?? ''
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
    const base = tag.split('-')[0] ?? ''
    if (base === 'zh' || base === 'cn') return 'cn'
    if (base in catalogs) return base
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
