/** Every language of the mock API has every message, with the same placeholders as English. */
import { describe, expect, it } from 'vitest'
import ar from '../../mocks/locales/ar.json'
import cn from '../../mocks/locales/cn.json'
import en from '../../mocks/locales/en.json'
import fr from '../../mocks/locales/fr.json'
import vi from '../../mocks/locales/vi.json'

const placeholders = (catalog: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(catalog).map(([key, text]) => [
      key,
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort(),
    ]),
  )

describe('mock API messages', () => {
  it.each(Object.entries({ fr, vi, cn, ar }))('%s matches English', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort())
    expect(placeholders(catalog)).toEqual(placeholders(en))
  })
})
