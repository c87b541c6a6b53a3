import { atom, type WritableAtom } from 'jotai'
import { atomWithStorage, RESET } from 'jotai/utils'
import { readStoredLanguage } from '@/lib/i18n/languages'
import { readCookie, removeCookie, writeCookie } from './cookies'
import {
  DEFAULT_SETTINGS,
  SETTINGS_COOKIE_MAX_AGE_SECONDS,
  SETTINGS_COOKIE_PATH,
  directionForLanguage,
  parseSetting,
  serializeSetting,
  type SettingKey,
  type Settings,
} from './settings'

/** jotai's synchronous storage contract (the type itself is not exported). */
interface SyncStorage<V> {
  getItem: (key: string, initialValue: V) => V
  setItem: (key: string, value: V) => void
  removeItem: (key: string) => void
}

/** Each setting lives in its own cookie named after it (spec §3, §9). */
function cookieStorage<K extends SettingKey>(
  key: K,
  fallback: () => Settings[K] | undefined = () => undefined,
): SyncStorage<Settings[K]> {
  return {
    getItem: (_name, initialValue) =>
      parseSetting(key, readCookie(key)) ?? fallback() ?? initialValue,
    setItem: (_name, value) =>
      writeCookie(key, serializeSetting(key, value), {
        maxAgeSeconds: SETTINGS_COOKIE_MAX_AGE_SECONDS,
        path: SETTINGS_COOKIE_PATH,
      }),
    removeItem: () => removeCookie(key, SETTINGS_COOKIE_PATH),
  }
}

// getOnInit: the first render already uses the stored value, so there is no flash of defaults.
const storedSetting = <K extends SettingKey>(key: K, fallback?: () => Settings[K] | undefined) =>
  atomWithStorage<Settings[K]>(key, DEFAULT_SETTINGS[key], cookieStorage(key, fallback), {
    getOnInit: true,
  })

const settingAtoms = {
  themeMode: storedSetting('themeMode'),
  themeLayout: storedSetting('themeLayout'),
  themeStretch: storedSetting('themeStretch'),
  themeContrast: storedSetting('themeContrast'),
  // Without a direction cookie (first visit, or it expired while the language stayed in
  // localStorage), an Arabic reader still gets rtl: the language decides, as when it was chosen.
  themeDirection: storedSetting('themeDirection', () => directionForLanguage(readStoredLanguage())),
  themeColorPresets: storedSetting('themeColorPresets'),
}

export const settingsAtom = atom<Settings>((get) => ({
  themeMode: get(settingAtoms.themeMode),
  themeLayout: get(settingAtoms.themeLayout),
  themeStretch: get(settingAtoms.themeStretch),
  themeContrast: get(settingAtoms.themeContrast),
  themeDirection: get(settingAtoms.themeDirection),
  themeColorPresets: get(settingAtoms.themeColorPresets),
}))

type SettingAtom<K extends SettingKey> = WritableAtom<Settings[K], [Settings[K]], void>

/** Applies a partial update; each changed setting writes its own cookie. */
export const updateSettingsAtom = atom(null, (_get, set, patch: Partial<Settings>) => {
  const apply = <K extends SettingKey>(key: K) => {
    const value = patch[key]
    if (value !== undefined) set(settingAtoms[key] as unknown as SettingAtom<K>, value)
  }
  ;(Object.keys(patch) as SettingKey[]).forEach(apply)
})

/** Reset: every setting back to its default and every settings cookie removed (spec §4). */
export const resetSettingsAtom = atom(null, (_get, set) => {
  set(settingAtoms.themeMode, RESET)
  set(settingAtoms.themeLayout, RESET)
  set(settingAtoms.themeStretch, RESET)
  set(settingAtoms.themeContrast, RESET)
  set(settingAtoms.themeDirection, RESET)
  set(settingAtoms.themeColorPresets, RESET)
})

export const settingsDrawerOpenAtom = atom(false)
