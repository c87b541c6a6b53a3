/**
 * The demo catalogue: 48 products (or 10,000 for scale checks), each with 3-4 pictures from the
 * image service, an HTML description and reviews. Deterministic for a given PRNG; dates are
 * relative to now. Product n is the same in both sizes, so links to the demo products keep working.
 */
import { SIZES_BY_CATEGORY, type Category } from '@/lib/api/schemas/products'
import type { Database, SeedContext } from '../../db/database'
import type { Random } from '../../db/random'
import { roundCents } from '../../lib/money'
import { artColors, PRODUCT_COLORS, productImageUrl } from '../../lib/product-art'
import { CATALOGUE, CATEGORY_OF, type CatalogueItem } from './catalogue'
import { BLURBS, CARE, COMMENTS, FEATURES, REVIEWERS, TAGS } from './product-text'
import { newProduct, newReview, type ProductRecord, type ReviewRecord } from './records'

export const NORMAL_PRODUCT_COUNT = CATALOGUE.length
export const LARGE_PRODUCT_COUNT = 10_000

const DAY = 24 * 60 * 60 * 1000

function pickSome<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const pool = [...items]
  const picked: T[] = []
  const count = Math.min(pool.length, random.int(min, max))
  while (picked.length < count) picked.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!)
  return picked
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function description(random: Random, item: CatalogueItem, name: string, category: Category) {
  const features = pickSome(random, FEATURES[item.kind], 3, 4)
  return [
    `<p><strong>${escapeHtml(name)}</strong> ${random.pick(BLURBS[category])}</p>`,
    '<h6>Highlights</h6>',
    `<ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
    '<h6>Care</h6>',
    `<p>${CARE[category]}</p>`,
  ].join('')
}

function rating(random: Random) {
  const roll = random.next()
  return roll < 0.42 ? 5 : roll < 0.72 ? 4 : roll < 0.86 ? 3 : roll < 0.94 ? 2 : 1
}

function review(random: Random, name: string, since: number, now: number): ReviewRecord {
  const stars = rating(random)
  return newReview({
    id: `review-${random.uuid()}`,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    rating: stars,
    comment: random.pick(COMMENTS[stars >= 4 ? 'good' : stars === 3 ? 'fine' : 'poor']),
    helpful: random.int(0, 48),
    isPurchased: random.bool(0.75),
    postedAt: new Date(since + random.next() * (now - since)).toISOString(),
  })
}

/** A list price near the catalogue's, kept in the shop's $15-$250 range. */
function price(random: Random, base: number, series: number) {
  if (series === 0) return base
  const varied = base * (0.8 + random.next() * 0.4)
  return Math.min(250, Math.max(15, Math.floor(varied) + 0.99))
}

/** A run of the category's own sizes: six to ten shoe sizes, three to six for clothes, one size for accessories. */
function sizes(random: Random, category: Category): string[] {
  const all: readonly string[] = SIZES_BY_CATEGORY[category]
  if (all.length === 1) return [...all]
  const length = category === 'shoes' ? random.int(6, 10) : random.int(3, all.length)
  const start = random.int(0, all.length - length)
  return all.slice(start, start + length)
}

export function makeProduct(random: Random, index: number, now: number): ProductRecord {
  const item = CATALOGUE[index % CATALOGUE.length]!
  const series = Math.floor(index / CATALOGUE.length)
  const number = index + 1
  const name = series === 0 ? item.name : `${item.name} ${series + 1}`
  const category = CATEGORY_OF[item.kind]
  const [main, second] = artColors(item.kind, number)
  const others = PRODUCT_COLORS.filter((c) => c !== main && c !== second)
  const listPrice = price(random, item.price, series)
  const onSale = random.bool(0.3)
  const daysAgo = random.bool(0.2) ? random.int(0, 12) : random.int(15, 300)
  const createdAt = now - daysAgo * DAY - random.int(0, DAY)
  // Fixed positions, so every catalogue size has a few sold-out, low-stock and draft products.
  const quantity = index % 12 === 7 ? 0 : index % 9 === 4 ? random.int(1, 10) : random.int(12, 180)
  const reviewCount = series === 0 ? random.int(2, 8) : random.int(0, 3)
  return newProduct({
    id: random.uuid(),
    name,
    description: description(random, item, name, category),
    images: Array.from({ length: random.int(3, 4) }, (_, i) =>
      productImageUrl(item.kind, number, i + 1),
    ),
    code: `TG-${category[0]!.toUpperCase()}${String(number).padStart(5, '0')}`,
    sku: `${item.kind.slice(0, 3).toUpperCase()}-${random.uuid().slice(0, 6).toUpperCase()}`,
    quantity,
    colors: [main, second, ...pickSome(random, others, 0, 2)],
    sizes: sizes(random, category),
    gender: item.gender,
    category,
    tags: pickSome(random, TAGS[category], 2, 4),
    price: listPrice,
    priceSale: onSale ? roundCents(listPrice * random.pick([0.7, 0.75, 0.8, 0.85])) : null,
    taxesIncluded: random.bool(0.7),
    published: index % 13 !== 11,
    newLabel: daysAgo <= 14,
    saleLabel: onSale,
    totalSold: random.int(0, 1800),
    createdAt: new Date(createdAt).toISOString(),
    reviews: pickSome(random, REVIEWERS, reviewCount, reviewCount)
      .map((reviewer) => review(random, reviewer, createdAt, now))
      .sort((a, b) => b.postedAt.localeCompare(a.postedAt)),
  })
}

export async function seedProducts(db: Database, { random, size }: SeedContext) {
  const count = size === 'large' ? LARGE_PRODUCT_COUNT : NORMAL_PRODUCT_COUNT
  const now = Date.now()
  for (let index = 0; index < count; index += 1)
    await db.products.create(makeProduct(random, index, now))
}
