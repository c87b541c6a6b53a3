import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { languageInfo } from './languages'

/** Locale-aware formatting. Amounts are in US dollars in every language (no conversion). */
export function createFormatters(locale: string) {
  const number = new Intl.NumberFormat(locale)
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })
  const unit = (name: 'day' | 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' })
  const units = {
    day: unit('day'),
    hour: unit('hour'),
    minute: unit('minute'),
    second: unit('second'),
  }
  return {
    locale,
    number: (value: number) => number.format(value),
    currency: (value: number) => currency.format(value),
    percent: (ratio: number) => percent.format(ratio),
    date: (value: Date | number | string) => date.format(new Date(value)),
    dateTime: (value: Date | number | string) => dateTime.format(new Date(value)),
    relativeDays: (days: number) => relative.format(days, 'day'),
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
        if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit)
        amount /= size
      }
      return relative.format(Math.round(amount), 'year')
    },
    /** "2 days, 1 hour and 5 minutes", with each language's own plural rules. */
    duration: (parts: Partial<Record<keyof typeof units, number>>) =>
      list.format(
        (Object.keys(units) as (keyof typeof units)[])
          .filter((name) => parts[name] !== undefined)
          .map((name) => units[name].format(parts[name] as number)),
      ),
  }
}

export type Formatters = ReturnType<typeof createFormatters>

export function useFormatters(): Formatters {
  const { i18n } = useTranslation()
  const locale = languageInfo(i18n.resolvedLanguage ?? i18n.language).locale
  return useMemo(() => createFormatters(locale), [locale])
}
