/**
 * Every language has every key English has, with a real translation: same placeholders, nothing
 * empty, and not a copy of the English text (a few words are legitimately the same).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_VALUES } from '@/lib/i18n/languages'

const root = join(__dirname, '../../../src/locales')
type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

const load = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')) as Tree)

const namespaces = readdirSync(join(root, 'en')).map((file) => file.replace(/\.json$/, ''))
const PLURAL = /_(zero|one|two|few|many|other)$/

/**
 * The keys a language must have: English's, with each plural key (`x_one`, `x_other`) replaced by
 * the plural forms i18next will ask for in that language: it asks Intl.PluralRules with the
 * language value itself (so 'cn', not a known locale, gets English's one/other).
 */
function expectedKeys(english: Record<string, string>, language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  const keys = new Set<string>()
  for (const key of Object.keys(english)) {
    if (PLURAL.test(key)) {
      const base = key.replace(PLURAL, '')
      for (const category of categories) keys.add(`${base}_${category}`)
    } else keys.add(key)
  }
  return [...keys].sort()
}
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((m) => m[1]).sort()

/** Keys whose text is the same in every language (names). */
const SAME_EVERYWHERE = new Set([
  'common:app.name',
  // "In stock (72)": only the brackets' style may vary by language (full-width in Chinese).
  'products:list.stockCount',
  // A city French and Vietnamese write as English does.
  'support:offices.sanFrancisco.city',
])

describe.each(namespaces)('namespace %s', (namespace) => {
  const english = load('en', namespace)

  it.each(LANGUAGE_VALUES.filter((language) => language !== 'en'))(
    '%s has every key, translated',
    (language) => {
      const translated = load(language, namespace)
      expect(Object.keys(translated).sort()).toEqual(expectedKeys(english, language))

      const copies: string[] = []
      for (const [key, value] of Object.entries(translated)) {
        const text = english[key] ?? english[`${key.replace(PLURAL, '')}_other`] ?? ''
        expect(value.trim(), `${language} ${namespace}:${key} is empty`).not.toBe('')
        expect(placeholders(value), `${language} ${namespace}:${key} placeholders`).toEqual(
          placeholders(text),
        )
        if (value === text && !SAME_EVERYWHERE.has(`${namespace}:${key}`) && /[a-z]{3}/i.test(text))
          copies.push(key)
      }
      // Short loanwords ("Blog", "Kanban", "Mini") may match English; whole sentences may not.
      expect(
        copies.length / Object.keys(translated).length,
        `English copies: ${copies.join(', ')}`,
      ).toBeLessThan(0.1)
      expect(
        copies.filter((key) => (translated[key] ?? '').includes(' ')),
        'copied sentences',
      ).toEqual([])
    },
  )
})

it('the spec quotes are kept word for word in English', () => {
  const english = load('en', 'common')
  expect(english['settings.title']).toBe('Settings')
  expect(english['settings.stretch.tooltip']).toBe(
    'Only available at large resolutions > 1600px (xl)',
  )
  expect(english['settings.fullscreen']).toBe('Fullscreen')
  expect(english['settings.exitFullscreen']).toBe('Exit Fullscreen')
  expect(english['nav.onlyAdmin']).toBe('Only admin can see this item')
  expect(english['status.genericError']).toBe('Something went wrong')
})
