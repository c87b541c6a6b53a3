/**
 * The five languages (spec §3 "Languages"). Pure data: the flag icons are in ./flags.tsx and the
 * i18next instance in ./i18n.ts.
 */
import type { ThemeDirection } from '@/lib/settings/settings'

export const LANGUAGE_VALUES = ['en', 'fr', 'vi', 'cn', 'ar'] as const
export type Language = (typeof LANGUAGE_VALUES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'
export const FALLBACK_LANGUAGE: Language = 'en'
/** Spec §9: the chosen language is kept in localStorage under this key. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'

export interface LanguageInfo {
  value: Language
  /** English name, as the spec lists it. */
  englishName: string
  /** The language's own name, shown in the picker so every reader can find theirs. */
  label: string
  /** BCP 47 tag for <html lang> and Accept-Language ('cn' is not a valid language tag). */
  locale: string
  /**
   * What Intl formats numbers and dates with. Arabic writes Western digits everywhere
   * (docs/decisions/languages.md): what people type (phones, cards, quantities) is in Western
   * digits, so the app shows the same ones rather than mixing two sets on one screen.
   */
  intlLocale: string
  dir: ThemeDirection
}

export const LANGUAGES: readonly LanguageInfo[] = [
  {
    value: 'en',
    englishName: 'English',
    label: 'English',
    locale: 'en-US',
    intlLocale: 'en-US',
    dir: 'ltr',
  },
  {
    value: 'fr',
    englishName: 'French',
    label: 'Français',
    locale: 'fr-FR',
    intlLocale: 'fr-FR',
    dir: 'ltr',
  },
  {
    value: 'vi',
    englishName: 'Vietnamese',
    label: 'Tiếng Việt',
    locale: 'vi-VN',
    intlLocale: 'vi-VN',
    dir: 'ltr',
  },
  {
    value: 'cn',
    englishName: 'Chinese',
    label: '简体中文',
    locale: 'zh-CN',
    intlLocale: 'zh-CN',
    dir: 'ltr',
  },
  {
    value: 'ar',
    englishName: 'Arabic (Sudan)',
    label: 'العربية',
    locale: 'ar-SD',
    intlLocale: 'ar-SD-u-nu-latn',
    dir: 'rtl',
  },
]

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGE_VALUES as readonly string[]).includes(value)

export function languageInfo(value: string | undefined): LanguageInfo {
  const found = LANGUAGES.find((language) => language.value === value)
  // LANGUAGES[0] is English, the fallback; the cast only tells TS the array is not empty.
  return found ?? (LANGUAGES[0] as LanguageInfo)
}

/** The stored language if it is one we support, otherwise the fallback (English). */
export function resolveLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : FALLBACK_LANGUAGE
}

export function readStoredLanguage(): Language {
  try {
    return resolveLanguage(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY))
  } catch {
    return FALLBACK_LANGUAGE
  }
}
