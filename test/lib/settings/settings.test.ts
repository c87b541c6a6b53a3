import { describe, expect, it } from 'vitest'
import {
  changedSettings,
  DEFAULT_SETTINGS,
  directionForLanguage,
  isDefaultSettings,
  parseSetting,
  serializeSetting,
  SETTING_KEYS,
  settingsFromCookies,
  toggleContrast,
  toggleDirection,
  toggleLayout,
  toggleMode,
} from '@/lib/settings/settings'

describe('settings model', () => {
  it('has the spec defaults: light, vertical, false, default, ltr, default', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      themeMode: 'light',
      themeLayout: 'vertical',
      themeStretch: false,
      themeContrast: 'default',
      themeDirection: 'ltr',
      themeColorPresets: 'default',
    })
  })

  it('names a cookie after each setting', () => {
    expect(SETTING_KEYS).toEqual([
      'themeMode',
      'themeLayout',
      'themeStretch',
      'themeContrast',
      'themeDirection',
      'themeColorPresets',
    ])
  })

  it.each([
    [toggleMode, 'light', 'dark'],
    [toggleMode, 'dark', 'light'],
    [toggleContrast, 'default', 'bold'],
    [toggleContrast, 'bold', 'default'],
    [toggleDirection, 'ltr', 'rtl'],
    [toggleDirection, 'rtl', 'ltr'],
    [toggleLayout, 'vertical', 'mini'],
    [toggleLayout, 'mini', 'vertical'],
    [toggleLayout, 'horizontal', 'vertical'],
  ] as const)('%o toggles %s to %s', (toggle, from, to) => {
    expect((toggle as (value: string) => string)(from)).toBe(to)
  })

  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['vi', 'ltr'],
    ['cn', 'ltr'],
  ])('choosing %s sets direction %s', (language, direction) => {
    expect(directionForLanguage(language)).toBe(direction)
  })

  it('parses stored values and rejects anything else', () => {
    expect(parseSetting('themeMode', 'dark')).toBe('dark')
    expect(parseSetting('themeMode', 'purple')).toBeUndefined()
    expect(parseSetting('themeStretch', 'true')).toBe(true)
    expect(parseSetting('themeStretch', 'false')).toBe(false)
    expect(parseSetting('themeStretch', 'yes')).toBeUndefined()
    expect(parseSetting('themeColorPresets', 'orange')).toBe('orange')
    expect(parseSetting('themeLayout', undefined)).toBeUndefined()
  })

  it('round-trips every value through its cookie text', () => {
    for (const key of SETTING_KEYS) {
      const value = DEFAULT_SETTINGS[key]
      expect(parseSetting(key, serializeSetting(key, value))).toBe(value)
    }
    expect(parseSetting('themeStretch', serializeSetting('themeStretch', true))).toBe(true)
  })

  it('lists what differs from the defaults', () => {
    expect(isDefaultSettings(DEFAULT_SETTINGS)).toBe(true)
    const changed = { ...DEFAULT_SETTINGS, themeMode: 'dark', themeStretch: true } as const
    expect(changedSettings(changed)).toEqual(['themeMode', 'themeStretch'])
    expect(isDefaultSettings(changed)).toBe(false)
  })

  it('builds settings from cookies, keeping defaults for missing or invalid ones', () => {
    const cookies: Record<string, string> = {
      themeMode: 'dark',
      themeLayout: 'sideways',
      themeStretch: 'true',
    }
    expect(settingsFromCookies((name) => cookies[name])).toEqual({
      ...DEFAULT_SETTINGS,
      themeMode: 'dark',
      themeStretch: true,
    })
  })
})
