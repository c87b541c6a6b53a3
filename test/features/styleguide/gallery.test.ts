/** The gallery's registry: one page per slug, each with its texts in every language. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findGalleryEntry, GALLERY, GALLERY_CATEGORIES } from '@/features/styleguide/gallery'
import { LANGUAGES } from '@/lib/i18n/languages'

const bundle = (language: string) =>
  JSON.parse(readFileSync(`src/locales/${language}/styleguide.json`, 'utf8')) as {
    entries: Record<string, Record<string, string>>
  }

describe('gallery registry', () => {
  it('names each page with a unique URL slug', () => {
    const names = GALLERY.map((entry) => entry.name)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/)
    expect(findGalleryEntry('buttons')?.category).toBe('components')
    expect(findGalleryEntry('nope')).toBeUndefined()
  })

  it('fills every group', () => {
    for (const category of GALLERY_CATEGORIES)
      expect(GALLERY.some((entry) => entry.category === category)).toBe(true)
  })

  it.each(LANGUAGES.map((language) => language.value))(
    'has a title, a description and a usage note for every page in %s',
    (language) => {
      const { entries } = bundle(language)
      expect(Object.keys(entries).sort()).toEqual(GALLERY.map((entry) => entry.name).sort())
      for (const entry of GALLERY)
        for (const key of ['title', 'description', 'usage'])
          expect(
            entries[entry.name]?.[key]?.trim(),
            `${language} ${entry.name}.${key}`,
          ).toBeTruthy()
    },
  )
})
