import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS, SETTING_KEYS } from '@/lib/settings/settings'
import { readCookies } from '../../utils/render'

/**
 * The persisted atoms read their cookie when the module loads (jotai's getOnInit), as on a page
 * load; each test loads a fresh copy of the module to play one page load.
 */
async function pageLoad() {
  vi.resetModules()
  return import('@/lib/settings/atoms')
}

describe('settings store', () => {
  beforeEach(() => vi.resetModules())

  it('starts from the defaults when no cookie is set', async () => {
    const { settingsAtom } = await pageLoad()
    expect(createStore().get(settingsAtom)).toEqual(DEFAULT_SETTINGS)
  })

  it('reads the stored cookies at start (no flash of defaults)', async () => {
    document.cookie = 'themeMode=dark; Path=/'
    document.cookie = 'themeColorPresets=red; Path=/'
    document.cookie = 'themeStretch=true; Path=/'
    const { settingsAtom } = await pageLoad()
    expect(createStore().get(settingsAtom)).toMatchObject({
      themeMode: 'dark',
      themeColorPresets: 'red',
      themeStretch: true,
    })
  })

  it('ignores a tampered cookie', async () => {
    document.cookie = 'themeLayout=diagonal; Path=/'
    const { settingsAtom } = await pageLoad()
    expect(createStore().get(settingsAtom).themeLayout).toBe('vertical')
  })

  it('writes each changed setting to its own cookie, which the next page load reads', async () => {
    const first = await pageLoad()
    const store = createStore()
    store.set(first.updateSettingsAtom, { themeLayout: 'horizontal', themeContrast: 'bold' })
    expect(store.get(first.settingsAtom)).toMatchObject({
      themeLayout: 'horizontal',
      themeContrast: 'bold',
    })
    expect(readCookies()).toMatchObject({ themeLayout: 'horizontal', themeContrast: 'bold' })

    const second = await pageLoad()
    expect(createStore().get(second.settingsAtom)).toMatchObject({
      themeLayout: 'horizontal',
      themeContrast: 'bold',
    })
  })

  it('reset restores every default and clears every settings cookie', async () => {
    const { settingsAtom, updateSettingsAtom, resetSettingsAtom } = await pageLoad()
    const store = createStore()
    store.set(updateSettingsAtom, {
      themeMode: 'dark',
      themeLayout: 'mini',
      themeStretch: true,
      themeContrast: 'bold',
      themeDirection: 'rtl',
      themeColorPresets: 'purple',
    })
    expect(Object.keys(readCookies())).toEqual(expect.arrayContaining(SETTING_KEYS))
    store.set(resetSettingsAtom)
    expect(store.get(settingsAtom)).toEqual(DEFAULT_SETTINGS)
    const cookies = readCookies()
    for (const key of SETTING_KEYS) expect(cookies).not.toHaveProperty(key)
  })

  it('without a direction cookie, an Arabic reader starts right-to-left', async () => {
    localStorage.setItem('i18nextLng', 'ar')
    const withoutCookie = await pageLoad()
    expect(createStore().get(withoutCookie.settingsAtom).themeDirection).toBe('rtl')

    document.cookie = 'themeDirection=ltr; Path=/'
    const withCookie = await pageLoad()
    expect(createStore().get(withCookie.settingsAtom).themeDirection).toBe('ltr')
  })
})
