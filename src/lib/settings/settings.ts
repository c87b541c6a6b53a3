/**
 * The display settings model (spec §3 "Display settings", §4 "Settings").
 * Pure data and functions only: the store, cookies and React live elsewhere.
 */

export const THEME_MODES = ['light', 'dark'] as const
export const THEME_CONTRASTS = ['default', 'bold'] as const
export const THEME_DIRECTIONS = ['ltr', 'rtl'] as const
export const THEME_LAYOUTS = ['vertical', 'horizontal', 'mini'] as const
export const COLOR_PRESETS = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const

export type ThemeMode = (typeof THEME_MODES)[number]
export type ThemeContrast = (typeof THEME_CONTRASTS)[number]
export type ThemeDirection = (typeof THEME_DIRECTIONS)[number]
export type ThemeLayout = (typeof THEME_LAYOUTS)[number]
export type ColorPreset = (typeof COLOR_PRESETS)[number]

export interface Settings {
  themeMode: ThemeMode
  themeLayout: ThemeLayout
  themeStretch: boolean
  themeContrast: ThemeContrast
  themeDirection: ThemeDirection
  themeColorPresets: ColorPreset
}

export type SettingKey = keyof Settings

/** Spec §3: defaults light, vertical, false, default, ltr, default. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  themeMode: 'light',
  themeLayout: 'vertical',
  themeStretch: false,
  themeContrast: 'default',
  themeDirection: 'ltr',
  themeColorPresets: 'default',
})

/** The cookie names are the setting keys themselves (spec §3). */
export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[]

/** Spec §9: settings cookies last 3 days, path /. */
export const SETTINGS_COOKIE_MAX_AGE_SECONDS = 3 * 24 * 60 * 60
export const SETTINGS_COOKIE_PATH = '/'

/** Spec §2: Stretch "Only available at large resolutions > 1600px (xl)". */
export const STRETCH_MIN_WIDTH_PX = 1600

export const toggleMode = (mode: ThemeMode): ThemeMode => (mode === 'light' ? 'dark' : 'light')
export const toggleContrast = (contrast: ThemeContrast): ThemeContrast =>
  contrast === 'default' ? 'bold' : 'default'
export const toggleDirection = (direction: ThemeDirection): ThemeDirection =>
  direction === 'ltr' ? 'rtl' : 'ltr'
/** Spec §4: layout toggles vertical/mini (from horizontal it goes back to vertical). */
export const toggleLayout = (layout: ThemeLayout): ThemeLayout =>
  layout === 'vertical' ? 'mini' : 'vertical'

/** Spec §4: choosing Arabic sets rtl, any other language ltr. */
export const directionForLanguage = (language: string): ThemeDirection =>
  language === 'ar' ? 'rtl' : 'ltr'

const ALLOWED: { [K in SettingKey]: readonly Settings[K][] } = {
  themeMode: THEME_MODES,
  themeLayout: THEME_LAYOUTS,
  themeStretch: [true, false],
  themeContrast: THEME_CONTRASTS,
  themeDirection: THEME_DIRECTIONS,
  themeColorPresets: COLOR_PRESETS,
}

export function isSettingValue<K extends SettingKey>(key: K, value: unknown): value is Settings[K] {
  return (ALLOWED[key] as readonly unknown[]).includes(value)
}

/** Reads one cookie value; anything unknown or tampered with yields undefined (the default wins). */
export function parseSetting<K extends SettingKey>(
  key: K,
  raw: string | undefined | null,
): Settings[K] | undefined {
  if (raw == null) return undefined
  const value: unknown =
    key === 'themeStretch' ? (raw === 'true' ? true : raw === 'false' ? false : raw) : raw
  return isSettingValue(key, value) ? value : undefined
}

export function serializeSetting<K extends SettingKey>(_key: K, value: Settings[K]): string {
  return String(value)
}

/** Which settings differ from the defaults; drives the dot on the Settings button and Reset. */
export function changedSettings(settings: Settings): SettingKey[] {
  return SETTING_KEYS.filter((key) => settings[key] !== DEFAULT_SETTINGS[key])
}

export const isDefaultSettings = (settings: Settings): boolean =>
  changedSettings(settings).length === 0

/** Builds settings from stored cookie values, falling back to defaults key by key. */
export function settingsFromCookies(
  read: (name: string) => string | undefined,
  fallback: Partial<Settings> = {},
): Settings {
  const result = { ...DEFAULT_SETTINGS, ...fallback }
  for (const key of SETTING_KEYS) {
    const value = parseSetting(key, read(key))
    if (value !== undefined) Object.assign(result, { [key]: value })
  }
  return result
}

/**
 * Each setting's cookie values other than its default's: a stored one changes what a page looks
 * like (the prerendered pages' check, app/prerender.tsx).
 */
export function nonDefaultCookieValues(): Record<SettingKey, string[]> {
  const values = (key: SettingKey) =>
    (ALLOWED[key] as readonly Settings[SettingKey][])
      .filter((value) => value !== DEFAULT_SETTINGS[key])
      .map((value) => String(value))
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, values(key)])) as Record<
    SettingKey,
    string[]
  >
}
