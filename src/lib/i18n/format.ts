import { useTranslation } from 'react-i18next'
import { languageInfo } from './languages'

/**
 * Intl formatters are slow to create and a screen may format hundreds of values (every card's due
 * date on a board), so each locale and set of options gets one formatter, shared by every caller.
 * Ask for them here instead of calling `new Intl.*`.
 */
const intlCache = new Map<string, unknown>()

/** Options are flat objects of strings, numbers and booleans; sorted so key order does not matter. */
function cacheKey(kind: string, locale: string, options: object | undefined): string {
  const entries = Object.entries(options ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `${kind}|${locale}|${JSON.stringify(entries)}`
}

function cached<T>(key: string, create: () => T): T {
  if (intlCache.has(key)) return intlCache.get(key) as T
  const created = create()
  intlCache.set(key, created)
  return created
}

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached(cacheKey('date', locale, options), () => new Intl.DateTimeFormat(locale, options))

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(cacheKey('number', locale, options), () => new Intl.NumberFormat(locale, options))

const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  cached(cacheKey('relative', locale, options), () => new Intl.RelativeTimeFormat(locale, options))

const listFormat = (locale: string, options: Intl.ListFormatOptions) =>
  cached(cacheKey('list', locale, options), () => new Intl.ListFormat(locale, options))

const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  cached(cacheKey('names', locale, options), () => new Intl.DisplayNames(locale, options))

/** The language's string order (names in a list), cached like the other formatters. */
export const collator = (locale: string, options?: Intl.CollatorOptions) =>
  cached(cacheKey('collator', locale, options), () => new Intl.Collator(locale, options))

/** A country's name in `locale` from its ISO 3166-1 alpha-2 code ('' stays ''; unknown: the code). */
export function countryName(locale: string, code: string): string {
  if (!code) return ''
  try {
    return displayNames(locale, { type: 'region', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}

/** `create()` on the first call, then the same value (a formatter made on its first use). */
export function lazily<T>(create: () => T): () => T {
  let value: T | undefined
  return () => (value ??= create())
}

/**
 * Locale-aware formatting. Amounts are in US dollars in every language (no conversion). Each Intl
 * formatter is made on its first use: a screen uses a few of them, and making all eleven cost
 * about 45 ms (at 4x CPU) before the landing dashboard's first paint.
 */
export function createFormatters(locale: string) {
  const number = lazily(() => numberFormat(locale))
  const currency = lazily(() => numberFormat(locale, { style: 'currency', currency: 'USD' }))
  const percent = lazily(() => numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }))
  const date = lazily(() => dateTimeFormat(locale, { dateStyle: 'medium' }))
  const dateTime = lazily(() => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }))
  const relative = lazily(() => relativeTimeFormat(locale, { numeric: 'auto' }))
  const list = lazily(() => listFormat(locale, { style: 'long', type: 'conjunction' }))
  const unit = (name: 'day' | 'hour' | 'minute' | 'second') =>
    lazily(() => numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }))
  const units = {
    day: unit('day'),
    hour: unit('hour'),
    minute: unit('minute'),
    second: unit('second'),
  }
  return {
    locale,
    /** The cached formatter for a display the named ones below do not cover. */
    dateTimeFormat: (options: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, options),
    numberFormat: (options: Intl.NumberFormatOptions) => numberFormat(locale, options),
    number: (value: number) => number().format(value),
    currency: (value: number) => currency().format(value),
    percent: (ratio: number) => percent().format(ratio),
    date: (value: Date | number | string) => date().format(new Date(value)),
    dateTime: (value: Date | number | string) => dateTime().format(new Date(value)),
    relativeDays: (days: number) => relative().format(days, 'day'),
    /** 'FR' -> 'France' / 'Pháp' / '法国' / 'فرنسا'. */
    country: (code: string) => countryName(locale, code),
    /** "5 minutes ago", "yesterday", "3 weeks ago"... */
    fromNow: (value: Date | number | string, now = Date.now()) => {
      const seconds = Math.round((new Date(value).getTime() - now) / 1000)
      const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
        ['second', 60],
        ['minute', 60],
        ['hour', 24],
        ['day', 7],
        ['week', 4.35],
        ['month', 12],
        ['year', Infinity],
      ]
      let amount = seconds
      for (const [unit, size] of steps) {
        if (Math.abs(amount) < size) return relative().format(Math.round(amount), unit)
        amount /= size
      }
      return relative().format(Math.round(amount), 'year')
    },
    /** "Ana, Bo and Cy" in the language's own words. */
    list: (items: readonly string[]) => list().format(items),
    /** "2 days, 1 hour and 5 minutes", with each language's own plural rules. */
    duration: (parts: Partial<Record<keyof typeof units, number>>) =>
      list().format(
        (Object.keys(units) as (keyof typeof units)[])
          .filter((name) => parts[name] !== undefined)
          .map((name) => units[name]().format(parts[name] as number)),
      ),
  }
}

export type Formatters = ReturnType<typeof createFormatters>

/** The formatters of a locale, built once: the same object for every component that asks. */
export const formattersFor = (locale: string): Formatters =>
  cached(`formatters|${locale}`, () => createFormatters(locale))

/** The active language's formatters. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation()
  return formattersFor(languageInfo(i18n.resolvedLanguage ?? i18n.language).intlLocale)
}

/** A calendar day (`2026-11-24`) in the reader's language, for a picker's `valueFormat`. */
export function useShowDay(): (day: string) => string {
  const format = useFormatters()
  const dayFormat = format.dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' })
  return (day: string) => dayFormat.format(new Date(`${day.slice(0, 10)}T12:00:00.000Z`))
}
