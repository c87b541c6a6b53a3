/** Products on the mock API: reads, the admin list, writes, reviews, pictures and the large seed. */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  productListResponseSchema,
  productResponseSchema,
  productsResponseSchema,
  productSuggestionsResponseSchema,
  SIZES_BY_CATEGORY,
  type ProductInput,
  type ProductSummary,
} from '@/lib/api/schemas/products'
import { getDb } from '../../mocks/db/database'
import { call, errorsOf, login } from './client'
import { given } from './given'

let token: string
beforeEach(async () => {
  token = await login()
})

const db = () => getDb()
const products = async () => (await db()).products.all()
const effective = (p: { price: number; priceSale: number | null }) => p.priceSale ?? p.price

const input = (overrides?: Partial<ProductInput>) => given.productInput(overrides)

const list = async (query: string) => {
  const answer = await call('GET', `/api/products/list?${query}`, { token })
  expect(answer.status).toBe(200)
  return productListResponseSchema.parse(answer.json)
}

describe('GET /api/products', () => {
  it('lists every product, published or not, newest first', async () => {
    expect((await call('GET', '/api/products')).status).toBe(401)
    const { status, json } = await call('GET', '/api/products', { token })
    expect(status).toBe(200)
    const { products: rows } = productsResponseSchema.parse(json)
    expect(rows).toHaveLength(48)
    expect(rows.some((p) => !p.published)).toBe(true)
    const dates = rows.map((p) => p.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('seeds the sizes of each category: no shoe sizes on a watch, no "6" on a T-shirt', async () => {
    for (const product of await products()) {
      const allowed: readonly string[] = SIZES_BY_CATEGORY[product.category]
      expect(product.sizes.length, product.name).toBeGreaterThan(0)
      for (const size of product.sizes) expect(allowed, product.name).toContain(size)
    }
  })
})

describe('GET /api/products/product', () => {
  it('answers with the full product: reviews newest first and a rating breakdown', async () => {
    const stored = (await products())[0]!
    const { status, json } = await call('GET', `/api/products/product?name=${stored.slug}`, {
      token,
    })
    expect(status).toBe(200)
    const { product } = productResponseSchema.parse(json)
    expect(product).toMatchObject({ id: stored.id, name: stored.name, slug: stored.slug })
    expect(product.coverUrl).toBe(product.images[0])
    expect(product.images.length).toBeGreaterThanOrEqual(3)
    expect(product.ratings.map((r) => r.stars)).toEqual([5, 4, 3, 2, 1])
    expect(product.ratings.reduce((n, r) => n + r.count, 0)).toBe(product.totalReviews)
    expect(product.totalReviews).toBe(product.reviews.length)
    const posted = product.reviews.map((r) => r.postedAt)
    expect(posted).toEqual([...posted].sort().reverse())
    expect(product.reviews[0]).not.toHaveProperty('email')
  })

  it('is 400 without a name, 404 for an unknown one and 401 without a token', async () => {
    const missing = await call('GET', '/api/products/product', { token })
    expect(missing.status).toBe(400)
    expect(errorsOf(missing)).toEqual({ name: 'This field is required' })
    expect((await call('GET', '/api/products/product?name=no-such-thing', { token })).status).toBe(
      404,
    )
    const { slug } = await given.product()
    expect((await call('GET', `/api/products/product?name=${slug}`)).status).toBe(401)
  })
})

describe('GET /api/products/search', () => {
  const search = async (query: string) => {
    const answer = await call('GET', `/api/products/search?query=${encodeURIComponent(query)}`, {
      token,
    })
    expect(answer.status).toBe(200)
    return productSuggestionsResponseSchema.parse(answer.json).results
  }

  it('matches names case-insensitively, prefix matches first, at most 8', async () => {
    await given.product({ name: 'Little Quokka Backpack' })
    await given.product({ name: 'Quokka Kids Tee' })
    const results = await search('QUOKKA')
    expect(results.map((r) => r.name)).toEqual(['Quokka Kids Tee', 'Little Quokka Backpack'])
    expect(results[0]!.slug).toBe('quokka-kids-tee')
    expect(await search('e')).toHaveLength(8)
    expect(await search('   ')).toEqual([])
    expect(await search('')).toEqual([])
  })

  it('offers published products only, and needs a token', async () => {
    const draft = await given.product({ name: 'Quokka Draft Jacket', published: false })
    expect(await search(draft.name)).toEqual([])
    expect((await call('GET', '/api/products/search?query=tee')).status).toBe(401)
  })
})

describe('GET /api/products/list', () => {
  it('pages 12 at a time by default, newest first, without overlaps', async () => {
    const first = await list('')
    expect(first).toMatchObject({ total: 48, page: 1, size: 12 })
    expect(first.rows).toHaveLength(12)
    const ids = new Set<string>()
    for (let page = 1; page <= 4; page += 1)
      for (const row of (await list(`page=${page}`)).rows) ids.add(row.id)
    expect(ids.size).toBe(48)
    expect((await list('page=5')).rows).toEqual([])
    expect((await list('size=5&page=2')).rows).toHaveLength(5)
  })

  it('filters by search, gender, category, colours, price, rating, stock and state', async () => {
    const all = await products()
    const every = async (query: string, test: (row: ProductSummary) => boolean) => {
      const { rows, total } = await list(`${query}&size=100`)
      expect(rows.length).toBe(total)
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every(test)).toBe(true)
      return rows
    }
    await every('search=RUNNER', (p) => p.name.toLowerCase().includes('runner'))
    const kidsOrWomen = await every('gender=kids,women', (p) =>
      p.gender.some((g) => g === 'kids' || g === 'women'),
    )
    expect(kidsOrWomen.length).toBe(
      all.filter((p) => p.gender.includes('kids') || p.gender.includes('women')).length,
    )
    await every('category=shoes', (p) => p.category === 'shoes')
    await every('colors=%23ffffff,%231877F2', (p) =>
      p.colors.some((c) => c === '#FFFFFF' || c === '#1877F2'),
    )
    await every('priceMin=50&priceMax=100', (p) => effective(p) >= 50 && effective(p) <= 100)
    await every('rating=4', (p) => p.totalRatings >= 4)
    const stock = await every('stock=out_of_stock,low_stock', (p) => p.quantity <= 10)
    expect(stock.some((p) => p.stock === 'out_of_stock')).toBe(true)
    const drafts = await every('published=false', (p) => !p.published)
    expect(drafts.length).toBe(all.filter((p) => !p.published).length)
    expect((await list('category=shoes&gender=kids&priceMin=240')).total).toBe(0)
  })

  it('sorts by the shop sorts and by table columns', async () => {
    const sold = new Map((await products()).map((p) => [p.id, p.totalSold]))
    const featured = (await list('sort=featured&size=100')).rows.map((p) => sold.get(p.id)!)
    expect(featured).toEqual([...featured].sort((a, b) => b - a))
    const asc = (await list('sort=priceAsc&size=100')).rows.map(effective)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = (await list('sort=priceDesc&size=100')).rows.map(effective)
    expect(desc).toEqual([...asc].reverse())
    const names = (await list('sort=name&order=asc&size=100')).rows.map((p) => p.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    const quantities = (await list('sort=quantity&size=100')).rows.map((p) => p.quantity)
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a))
    const newest = (await list('sort=newest&size=100')).rows.map((p) => p.createdAt)
    expect(newest).toEqual([...newest].sort().reverse())
  })

  it('is 400 for values it cannot use, and 401 without a token', async () => {
    const answer = await call(
      'GET',
      '/api/products/list?size=1000&sort=random&gender=robots&colors=red&stock=plenty&page=0',
      { token },
    )
    expect(answer.status).toBe(400)
    expect(Object.keys(errorsOf(answer)).sort()).toEqual(['page', 'size', 'sort'])
    const lists = await call('GET', '/api/products/list?gender=robots&colors=red&stock=plenty', {
      token,
    })
    expect(Object.keys(errorsOf(lists)).sort()).toEqual(['colors', 'gender', 'stock'])
    expect((await call('GET', '/api/products/list')).status).toBe(401)
  })

  it.each([
    ['page', '0x10'],
    ['page', '1e1'],
    ['page', '%202'],
    ['page', '%2B3'],
    ['page', ''],
    ['size', '0b11'],
    ['size', '5.0'],
    ['priceMin', '0x10'],
    ['priceMax', '1e3'],
    ['priceMax', 'Infinity'],
    ['rating', '-0'],
    ['rating', '.5'],
  ])('is 400 for %s=%s: numbers in the query are plain decimal digits', async (field, value) => {
    const answer = await call('GET', `/api/products/list?${field}=${value}`, { token })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)[field]).toBe(
      'Write the number with the digits 0-9 only (and a dot for decimals)',
    )
  })

  it('takes decimal numbers, with a decimal part for prices and ratings', async () => {
    const answer = await list('page=1&size=5&priceMin=9.5&priceMax=300&rating=0.5')
    expect(answer.rows.length).toBeGreaterThan(0)
    expect(answer.rows.length).toBeLessThanOrEqual(5)
    const zero = await call('GET', '/api/products/list?page=0', { token })
    expect(errorsOf(zero)).toEqual({ page: 'This value is not valid' })
  })
})

describe('POST /api/products/product/new', () => {
  it('creates a product with no sales and no reviews', async () => {
    const { status, json } = await call('POST', '/api/products/product/new', {
      token,
      body: { product: input() },
    })
    expect(status).toBe(201)
    const { product } = productResponseSchema.parse(json)
    expect(product).toMatchObject({
      name: 'Lighthouse Rain Shell',
      slug: 'lighthouse-rain-shell',
      totalSold: 0,
      totalReviews: 0,
      totalRatings: 0,
      reviews: [],
      stock: 'in_stock',
    })
    expect(Date.now() - Date.parse(product.createdAt)).toBeLessThan(60_000)
    expect((await list('')).rows[0]!.id).toBe(product.id)
    const page = await call('GET', '/api/products/product?name=lighthouse-rain-shell', { token })
    expect(page.status).toBe(200)
  })

  it('refuses invalid fields and a taken name, storing nothing', async () => {
    await given.product({ name: 'Harbor Runner Low' })
    const before = (await products()).length
    const bad = await call('POST', '/api/products/product/new', {
      token,
      body: { product: input({ name: '', images: [], price: -1, priceSale: null, tags: ['a'] }) },
    })
    expect(bad.status).toBe(400)
    expect(errorsOf(bad)).toMatchObject({
      name: 'This field is required',
      images: 'Add at least one image',
      price: 'The price must be more than 0',
      tags: 'Add at least 2 tags',
    })
    const taken = await call('POST', '/api/products/product/new', {
      token,
      // The same name in another case and spacing (punctuation alone makes another name).
      body: { product: input({ name: ' HARBOR  runner LOW ' }) },
    })
    expect(taken.status).toBe(400)
    expect(taken.json.message).toBe('A product with this name already exists')
    expect(errorsOf(taken)).toEqual({ name: 'A product with this name already exists' })
    expect((await products()).length).toBe(before)
    const anonymous = await call('POST', '/api/products/product/new', {
      body: { product: input() },
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('product addresses (slugs) in every script', () => {
  const create = async (name: string) => {
    const answer = await call('POST', '/api/products/product/new', {
      token,
      body: { product: input({ name }) },
    })
    expect(answer.status, name).toBe(201)
    return productResponseSchema.parse(answer.json).product
  }
  const open = (name: string) =>
    call('GET', `/api/products/product?name=${encodeURIComponent(name)}`, { token })

  it.each([
    ['运动鞋 Pro', '运动鞋-pro'],
    ['حذاء رياضي خفيف', 'حذاء-رياضي-خفيف'],
    ['Giày Thể Thao Nữ', 'giày-thể-thao-nữ'],
    ['Ｗｉｄｅ Ｔｅｅ №５', 'wide-tee-no5'],
    ['हिन्दी जूते', 'हिन्दी-जूते'],
  ])('keeps the letters of %s: %s, and the page opens by slug and by name', async (name, slug) => {
    const product = await create(name)
    expect(product.slug).toBe(slug)
    for (const address of [slug, name]) {
      const page = await open(address)
      expect(page.status, address).toBe(200)
      expect(productResponseSchema.parse(page.json).product.id).toBe(product.id)
    }
  })

  it('gives names that differ only in punctuation the next free suffix, each opening its own page', async () => {
    const first = await create('Café Crème')
    const second = await create('Café Crème!')
    const third = await create('Café—Crème')
    expect([first.slug, second.slug, third.slug]).toEqual([
      'café-crème',
      'café-crème-2',
      'café-crème-3',
    ])
    for (const product of [first, second, third]) {
      const bySlug = productResponseSchema.parse((await open(product.slug)).json).product
      expect(bySlug.id).toBe(product.id)
      const byName = productResponseSchema.parse((await open(product.name)).json).product
      expect(byName.id).toBe(product.id)
    }
    // A rename that keeps the same letters keeps the address; another name frees it.
    const renamed = await call('POST', '/api/products/product/update', {
      token,
      body: { productId: second.id, product: input({ name: 'Café Crème?' }) },
    })
    expect(productResponseSchema.parse(renamed.json).product.slug).toBe('café-crème-2')
  })

  it('gives a name without a letter or digit a product-<id> address', async () => {
    const product = await create('!!! ★ ???')
    expect(product.slug).toMatch(/^product-[a-z0-9]{8}$/)
    expect(product.id.replace(/-/g, '')).toContain(product.slug.slice('product-'.length))
    expect((await open(product.slug)).status).toBe(200)
    const other = await create('*** ☆ ***')
    expect(other.slug).not.toBe(product.slug)
  })

  it('still refuses the same name in another case (name_taken), storing nothing', async () => {
    await create('运动鞋 Pro')
    const before = (await products()).length
    const again = await call('POST', '/api/products/product/new', {
      token,
      body: { product: input({ name: '运动鞋 PRO' }) },
    })
    expect(again.status).toBe(400)
    expect(errorsOf(again)).toEqual({ name: 'A product with this name already exists' })
    expect((await products()).length).toBe(before)
  })
})

describe('POST /api/products/product/update', () => {
  it('saves the new fields and moves the product to its new address', async () => {
    const stored = (await products())[0]!
    const { status, json } = await call('POST', '/api/products/product/update', {
      token,
      body: { productId: stored.id, product: input({ name: 'Foundation Runner Low v2' }) },
    })
    expect(status).toBe(200)
    const { product } = productResponseSchema.parse(json)
    expect(product).toMatchObject({ id: stored.id, slug: 'foundation-runner-low-v2', price: 120 })
    expect(product.reviews).toHaveLength(stored.reviews.length)
    expect(product.createdAt).toBe(stored.createdAt)
    // The old address still finds it, answering with the new one (the app redirects).
    const old = await call('GET', `/api/products/product?name=${stored.slug}`, { token })
    expect(productResponseSchema.parse(old.json).product.slug).toBe('foundation-runner-low-v2')
    // Keeping its own name is not a clash.
    const same = await call('POST', '/api/products/product/update', {
      token,
      body: { productId: stored.id, product: input({ name: 'Foundation Runner Low v2' }) },
    })
    expect(same.status).toBe(200)
  })

  it('gives an old address to a new product that takes it, and forgets the oldest after 20', async () => {
    const stored = (await products())[0]!
    const rename = (name: string) =>
      call('POST', '/api/products/product/update', {
        token,
        body: { productId: stored.id, product: input({ name }) },
      })
    await rename('Renamed Once')
    // A new product named like the old one takes the address back: live addresses win.
    const created = await call('POST', '/api/products/product/new', {
      token,
      body: { product: input({ name: stored.name }) },
    })
    const newcomer = productResponseSchema.parse(created.json).product
    expect(newcomer.slug).toBe(stored.slug)
    const found = await call('GET', `/api/products/product?name=${stored.slug}`, { token })
    expect(productResponseSchema.parse(found.json).product.id).toBe(newcomer.id)
    for (let n = 1; n <= 21; n += 1) await rename(`Renamed ${n} times over`)
    const first = await call('GET', '/api/products/product?name=renamed-once', { token })
    expect(first.status).toBe(404)
    const recent = await call('GET', '/api/products/product?name=renamed-20-times-over', { token })
    expect(productResponseSchema.parse(recent.json).product.slug).toBe('renamed-21-times-over')
  })

  it('is 404 for an unknown id, 400 for a taken name or bad fields, 401 without a token', async () => {
    const [first, second] = await products()
    const unknown = await call('POST', '/api/products/product/update', {
      token,
      body: { productId: 'nope', product: input() },
    })
    expect(unknown.status).toBe(404)
    const taken = await call('POST', '/api/products/product/update', {
      token,
      body: { productId: first!.id, product: input({ name: second!.name }) },
    })
    expect(errorsOf(taken)).toEqual({ name: 'A product with this name already exists' })
    const bad = await call('POST', '/api/products/product/update', {
      token,
      body: { productId: first!.id, product: input({ price: 50, priceSale: 60 }) },
    })
    expect(errorsOf(bad)).toEqual({ priceSale: 'The sale price must be below the price' })
    expect((await products())[0]).toEqual(first)
    const anonymous = await call('POST', '/api/products/product/update', {
      body: { productId: first!.id, product: input() },
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('deleting products', () => {
  it('deletes one product; an unknown id is 404', async () => {
    const stored = (await products())[3]!
    const { status, json } = await call('POST', '/api/products/product/delete', {
      token,
      body: { productId: stored.id },
    })
    expect(status).toBe(200)
    expect(json).toEqual({ productId: stored.id, message: 'The product was deleted' })
    expect(await products()).toHaveLength(47)
    const again = await call('POST', '/api/products/product/delete', {
      token,
      body: { productId: stored.id },
    })
    expect(again.status).toBe(404)
    const bad = await call('POST', '/api/products/product/delete', { token, body: {} })
    expect(bad.status).toBe(400)
    const anonymous = await call('POST', '/api/products/product/delete', {
      body: { productId: stored.id },
    })
    expect(anonymous.status).toBe(401)
  })

  it('deletes many at once, or none when one id is unknown', async () => {
    const ids = (await products()).slice(0, 3).map((p) => p.id)
    const unknown = await call('POST', '/api/products/product/delete-many', {
      token,
      body: { productIds: [...ids, 'nope'] },
    })
    expect(unknown.status).toBe(404)
    expect(await products()).toHaveLength(48)
    const empty = await call('POST', '/api/products/product/delete-many', {
      token,
      body: { productIds: [] },
    })
    expect(errorsOf(empty)).toEqual({ productIds: 'This value is not valid' })
    const { status, json } = await call('POST', '/api/products/product/delete-many', {
      token,
      body: { productIds: ids },
    })
    expect(status).toBe(200)
    expect(json).toEqual({ productIds: ids, message: '3 products were deleted' })
    expect(await products()).toHaveLength(45)
    const anonymous = await call('POST', '/api/products/product/delete-many', {
      body: { productIds: ids },
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('reviews', () => {
  const review = { rating: 5, name: 'Kim Lee', email: 'kim@example.com', comment: 'Fits well.' }

  it('adds a review and updates the counts, average and breakdown', async () => {
    const stored = (await products())[0]!
    const { status, json } = await call('POST', '/api/products/review/new', {
      token,
      body: { productId: stored.id, review },
    })
    expect(status).toBe(201)
    const body = json as { review: { id: string }; product: unknown }
    const { product } = productResponseSchema.parse({ product: body.product })
    expect(body.review).toMatchObject({ name: 'Kim Lee', rating: 5, helpful: 0 })
    expect(body.review).not.toHaveProperty('email')
    expect(product.totalReviews).toBe(stored.reviews.length + 1)
    expect(product.reviews[0]!.id).toBe(body.review.id)
    const fives = stored.reviews.filter((r) => r.rating === 5).length
    expect(product.ratings[0]).toEqual({ stars: 5, count: fives + 1 })
    const sum = stored.reviews.reduce((n, r) => n + r.rating, 0) + 5
    expect(product.totalRatings).toBe(Math.round((sum / (stored.reviews.length + 1)) * 10) / 10)
  })

  it('refuses a bad review (fields named as in the form) and unknown products', async () => {
    const stored = (await products())[0]!
    const bad = await call('POST', '/api/products/review/new', {
      token,
      body: { productId: stored.id, review: { ...review, rating: 0, comment: 'Meh' } },
    })
    expect(errorsOf(bad)).toEqual({
      rating: 'Choose a rating from 1 to 5 stars',
      comment: 'Write at least 10 characters',
    })
    expect((await products())[0]!.reviews).toHaveLength(stored.reviews.length)
    const unknown = await call('POST', '/api/products/review/new', {
      token,
      body: { productId: 'nope', review },
    })
    expect(unknown.status).toBe(404)
    const anonymous = await call('POST', '/api/products/review/new', {
      body: { productId: stored.id, review },
    })
    expect(anonymous.status).toBe(401)
  })

  it('counts a review as helpful; unknown reviews and products are 404', async () => {
    const stored = (await products())[0]!
    const target = stored.reviews[1]!
    const { status, json } = await call('POST', '/api/products/review/helpful', {
      token,
      body: { productId: stored.id, reviewId: target.id },
    })
    expect(status).toBe(200)
    expect(json.review).toMatchObject({ id: target.id, helpful: target.helpful + 1 })
    for (const body of [
      { productId: stored.id, reviewId: 'nope' },
      { productId: 'nope', reviewId: target.id },
    ])
      expect((await call('POST', '/api/products/review/helpful', { token, body })).status).toBe(404)
    const anonymous = await call('POST', '/api/products/review/helpful', {
      body: { productId: stored.id, reviewId: target.id },
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('GET /api/images/products/:seed.svg — public', () => {
  const image = (seed: string) => fetch(`http://localhost/api/images/products/${seed}.svg`)

  it('draws the same self-contained SVG for a seed, without a token', async () => {
    const cover = (await products())[0]!.images[0]!
    const response = await fetch(`http://localhost${cover}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d+/)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).not.toMatch(/<script|href=|url\((?!#)/)
    expect(await (await fetch(`http://localhost${cover}`)).text()).toBe(svg)
    expect(await (await image('17-2')).text()).toMatch(/<\/svg>$/)
    expect(await (await image('watch-3-1')).text()).not.toBe(
      await (await image('watch-4-1')).text(),
    )
  })

  it('is 404 for a seed it cannot read', async () => {
    expect((await image('not_a*seed')).status).toBe(404)
  })
})

describe('the large seed', () => {
  // How fast the large list answers is measured by `npm run bench`, not asserted here.
  it('seeds 10,000 products on request, keeps that size and lists them', async () => {
    const reset = await call('POST', '/api/mock/reset', { token, body: { size: 'large' } })
    expect(reset.status).toBe(200)
    // A reset makes a new signing key: sign in again.
    token = await login()
    const answer = await call(
      'GET',
      '/api/products/list?search=e&gender=men,kids&priceMin=20&sort=priceDesc&page=3',
      { token },
    )
    expect(answer.status).toBe(200)
    expect((await list('size=1')).total).toBe(10_000)
    expect(new Set((await products()).map((p) => p.slug)).size).toBe(10_000)
    // A plain reset keeps the size; { size: 'normal' } goes back.
    await call('POST', '/api/mock/reset', { token, body: {} })
    expect((await db()).products.count()).toBe(10_000)
    token = await login()
    await call('POST', '/api/mock/reset', { token, body: { size: 'normal' } })
    expect((await db()).products.count()).toBe(48)
    // Two large seeds of every area (10,000 products and 10,000 people among them).
  }, 40_000)

  it('takes no body or a valid size only', async () => {
    const bad = await call('POST', '/api/mock/reset', { token, body: { size: 'huge' } })
    expect(errorsOf(bad)).toEqual({ size: 'This value is not valid' })
    const bodyless = await fetch('http://localhost/api/mock/reset', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(bodyless.status).toBe(200)
  })
})
