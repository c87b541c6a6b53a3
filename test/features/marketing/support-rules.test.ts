/** The FAQ search and the offices' map: pure rules of /faqs and /contact-us. */
import { describe, expect, it } from 'vitest'
import { filterFaqs, fold, searchWords, type FaqEntry } from '@/features/marketing/faqs/faq-filter'
import { OFFICES } from '@/features/marketing/contact/offices'
import { isLand, landDots, mapHeight, project } from '@/features/marketing/contact/world-map'
import { parseFaqsSearch } from '@/features/marketing/search'

const ENTRIES: FaqEntry[] = [
  { id: 'a', category: 'billing', question: 'Résilier mon offre ?', answer: 'Depuis Facturation.' },
  { id: 'b', category: 'billing', question: 'Where are invoices?', answer: 'In the Billing tab.' },
  { id: 'c', category: 'account', question: 'Forgot my password', answer: 'Ask for a code.' },
  { id: 'd', category: 'security', question: 'Mật khẩu được lưu thế nào?', answer: 'Băm có muối.' },
]

describe('FAQ search', () => {
  it.each([
    ['', 'all', ['a', 'b', 'c', 'd']],
    ['BILLING', 'all', ['b']],
    ['resilier', 'all', ['a']],
    ['mat khau', 'all', ['d']],
    ['billing tab', 'all', ['b']],
    ['billing password', 'all', []],
    ['code', 'account', ['c']],
    ['code', 'billing', []],
  ] as const)('“%s” in %s finds %j', (search, category, ids) => {
    const { entries } = filterFaqs(ENTRIES, {
      search,
      category: category === 'all' ? undefined : category,
    })
    expect(entries.map((entry) => entry.id)).toEqual(ids)
  })

  it('counts the matches of every category, whichever category is open', () => {
    const { counts } = filterFaqs(ENTRIES, { search: 'tab', category: 'account' })
    expect(counts).toEqual({ all: 1, billing: 1, account: 0, security: 0 })
    expect(filterFaqs(ENTRIES, {}).counts).toEqual({ all: 4, billing: 2, account: 1, security: 1 })
  })

  it('folds case and accents, and splits the search into words', () => {
    expect(fold('Hà Nội ÉTÉ')).toBe('ha noi ete')
    expect(fold('深色模式')).toBe('深色模式')
    expect(searchWords('  dark   Mode ')).toEqual(['dark', 'mode'])
    expect(searchWords(undefined)).toEqual([])
  })

  it('reads the search and the category from the address, dropping what it does not know', () => {
    expect(parseFaqsSearch({ q: ' invoice ', category: 'billing' })).toEqual({
      q: 'invoice',
      category: 'billing',
    })
    expect(parseFaqsSearch({ q: '', category: 'nope' })).toEqual({
      q: undefined,
      category: undefined,
    })
    expect(parseFaqsSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })
})

describe('office map', () => {
  it('puts every office on land and the oceans in between under no dot', () => {
    for (const office of OFFICES) expect(isLand(office.lon, office.lat), office.id).toBe(true)
    for (const [lon, lat] of [
      [-30, 30], // Atlantic
      [-150, 0], // Pacific
      [80, -20], // Indian Ocean
      [150, 30], // east of Japan
    ] as const)
      expect(isLand(lon, lat), `${lon},${lat}`).toBe(false)
  })

  it('draws a few thousand dots at most, all inside the map', () => {
    const dots = landDots(2.5)
    expect(dots.length).toBeGreaterThan(800)
    expect(dots.length).toBeLessThan(3000)
    for (const [lon, lat] of dots) {
      const { x, y } = project(lon, lat, 720)
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThanOrEqual(720)
      expect(y).toBeGreaterThanOrEqual(0)
      expect(y).toBeLessThanOrEqual(mapHeight(720))
    }
  })

  it('projects west to the left and north to the top, in every language', () => {
    const paris = project(2.35, 48.86, 720)
    const shanghai = project(121.47, 31.23, 720)
    expect(paris.x).toBeLessThan(shanghai.x)
    expect(paris.y).toBeLessThan(shanghai.y)
  })
})
