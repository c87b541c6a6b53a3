/**
 * The i18next instance. Each language's resources are a separate chunk (dynamic import), so a
 * visitor downloads only the language they read. English stays the fallback for a missing key,
 * but its bundles are fetched only when such a key is actually met (see `deferredFallbacks`).
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_VALUES,
  languageInfo,
  readStoredLanguage,
  type Language,
} from './languages'

import { DEFAULT_NAMESPACE, type Namespace } from './namespaces'

/** Spec §9: translation loading retries up to 5 times, from 350 ms, doubling each time. */
export const TRANSLATION_MAX_RETRIES = 5
export const TRANSLATION_RETRY_TIMEOUT_MS = 350

type Bundle = Record<string, unknown>
const bundles = import.meta.glob<Bundle>('../../locales/*/*.json', { import: 'default' })

export function loadBundle(language: string, namespace: string): Promise<Bundle> {
  const load = bundles[`../../locales/${language}/${namespace}.json`]
  if (!load) return Promise.reject(new Error(`No translations for ${language}/${namespace}`))
  return load()
}

export const i18n = i18next.createInstance()

/** Fallback bundles answered with {} for now, keyed `${language}|${namespace}`. */
const deferredFallbacks = new Set<string>()

// i18next sets isLanguageChangingTo (not in its typings) before it loads the new language.
const activeLanguage = () =>
  (i18n as typeof i18n & { isLanguageChangingTo?: string }).isLanguageChangingTo ?? i18n.language

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (language === FALLBACK_LANGUAGE && activeLanguage() !== FALLBACK_LANGUAGE) {
      deferredFallbacks.add(`${language}|${namespace}`)
      callback(null, {})
      return
    }
    loadBundle(language, namespace).then(
      (data) => callback(null, data),
      // `true` marks the failure as retryable: i18next retries with maxRetries/retryTimeout.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    )
  },
}

async function loadDeferredFallbacks(namespaces?: readonly string[]) {
  const pending = [...deferredFallbacks].filter((key) => {
    const namespace = key.split('|')[1] ?? ''
    return !namespaces || namespaces.includes(namespace)
  })
  await Promise.all(
    pending.map(async (key) => {
      const [language = FALLBACK_LANGUAGE, namespace = DEFAULT_NAMESPACE] = key.split('|')
      const data = await loadBundle(language, namespace)
      deferredFallbacks.delete(key)
      i18n.addResourceBundle(language, namespace, data, true, true)
    }),
  )
}

function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return
  document.documentElement.lang = languageInfo(language).locale
}

i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(language)
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage can be unavailable (private mode); the language still applies for this visit.
  }
})

export interface InitOptions {
  language?: Language
}

/** Starts loading the active language at once; the returned promise settles when it is ready. */
export function initI18n({ language = readStoredLanguage() }: InitOptions = {}) {
  if (i18n.isInitialized) return Promise.resolve(i18n.t)
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGE_VALUES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      // Only the shared strings load up front; areas load theirs with their routes.
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      maxRetries: TRANSLATION_MAX_RETRIES,
      retryTimeout: TRANSLATION_RETRY_TIMEOUT_MS,
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (_languages, namespace, key) => {
        // While the active language is still loading every key is "missing"; only a key missing
        // from a loaded bundle needs the English one.
        if (!i18n.hasResourceBundle(activeLanguage(), namespace)) return
        if (import.meta.env.DEV) console.warn(`[i18n] missing key ${namespace}:${key}`)
        void loadDeferredFallbacks([namespace])
      },
      react: { useSuspense: true, bindI18nStore: 'added' },
    })
}

/** Changes the language; English bundles deferred as fallbacks are fetched first. */
export async function changeLanguage(language: Language) {
  if (language === FALLBACK_LANGUAGE) await loadDeferredFallbacks()
  await i18n.changeLanguage(language)
}

/** Loads the namespaces a route needs, in parallel with its code (call from a loader). */
export function loadNamespaces(...namespaces: Namespace[]) {
  return i18n.loadNamespaces(namespaces)
}

/**
 * Starts fetching these bundles of the stored language before i18next asks for them (at
 * start-up, with the route's code): its later request finds the module already loaded. A failure
 * is left to that request, which retries.
 */
export function prefetchNamespaces(
  namespaces: readonly Namespace[],
  language: string = readStoredLanguage(),
) {
  for (const namespace of new Set(namespaces))
    loadBundle(language, namespace).catch(() => undefined)
}
