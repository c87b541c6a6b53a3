/**
 * Limits (docs/api.md, "Permissions" > limits): every string and list a client sends is capped
 * (400 with the field's message), bodies over their route's limit get 413, and a full
 * collection refuses a create with 413 `collection_full`. Nothing is written on any of them.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { PRODUCT_BODY_MAX_BYTES } from '@/lib/api/schemas/products'
import { newCard } from '../../mocks/areas/kanban/records'
import { getDb } from '../../mocks/db/database'
import { COLLECTION_LIMITS } from '../../mocks/lib/limits'
import { call, errorsOf, login } from './client'
import { given } from './given'

let token: string
beforeEach(async () => {
  token = await login()
})

const db = () => getDb()
const post = (path: string, body: unknown) => call('POST', path, { token, body, language: 'en' })
const x = (n: number) => 'x'.repeat(n)

describe('strings', () => {
  it('refuses a too-long string with the field message, and writes nothing', async () => {
    const before = (await db()).products.all().length
    const answer = await post('/api/products/product/new', {
      product: given.productInput({ sizes: ['9', x(21)] }),
    })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)).toEqual({ 'sizes.1': 'This value is not valid' })
    expect((await db()).products.all()).toHaveLength(before)
  })

  it('refuses ids longer than 64 characters', async () => {
    const before = (await db()).products.all().length
    const answer = await post('/api/products/product/delete', { productId: x(65) })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)).toEqual({ productId: 'This value is not valid' })
    expect((await db()).products.all()).toHaveLength(before)
  })

  it('refuses an overlong query parameter', async () => {
    const colors = Array.from({ length: 40 }, () => '%23FF5630').join(',')
    const answer = await call('GET', `/api/products/list?colors=${colors}`, { token })
    expect(answer.status).toBe(400)
    expect(Object.keys(errorsOf(answer))).toEqual(['colors'])
  })

  it('refuses a product picture over 1 MB', async () => {
    const picture = `data:image/png;base64,${'A'.repeat(1_400_000)}`
    const answer = await post('/api/products/product/new', {
      product: given.productInput({ images: [picture] }),
    })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)).toEqual({ 'images.0': 'Images must be 1 MB or smaller' })
  })

  it('refuses a card attachment over 1 MB', async () => {
    const { card } = await given.card()
    const picture = `data:image/png;base64,${'A'.repeat(1_400_000)}`
    const answer = await post('/api/kanban/cards/update', {
      cardId: card.id,
      card: { attachments: [picture] },
    })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)).toEqual({ 'attachments.0': 'Images must be 1 MB or smaller' })
  })
})

describe('lists', () => {
  it('refuses a too-long list with the field message', async () => {
    const before = (await db()).products.all().length
    const tags = Array.from({ length: 21 }, (_, i) => `tag ${i}`)
    const answer = await post('/api/products/product/new', {
      product: given.productInput({ tags }),
    })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)).toEqual({ tags: 'This value is not valid' })
    expect((await db()).products.all()).toHaveLength(before)
  })

  it('refuses a move naming more columns than a board can have', async () => {
    const columns = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`c${i}`, []]))
    const answer = await post('/api/kanban/board/move', { version: 0, columns })
    expect(answer.status).toBe(400)
    expect(Object.keys(errorsOf(answer))).toEqual(['columns'])
  })
})

describe('bodies', () => {
  it('keeps the 64 KB default where no picture is sent', async () => {
    const answer = await post('/api/checkout/discount/check', { code: x(70_000), subtotal: 1 })
    expect(answer.status).toBe(413)
    expect(answer.json).toEqual({ message: 'The request is too large (at most 64 KB)' })
  })

  it('lets a product write carry ten pictures at their cap, and no more than its limit', async () => {
    const picture = `data:image/png;base64,${'A'.repeat(1_398_000)}`
    const full = await post('/api/products/product/new', {
      product: given.productInput({
        name: 'Gallery Jacket',
        images: Array.from({ length: 10 }, () => picture),
        description: x(20_000),
      }),
    })
    expect(full.status).toBe(201)

    const before = (await db()).products.all().length
    const over = await call('POST', '/api/products/product/new', {
      token,
      raw: JSON.stringify({ product: given.productInput(), padding: x(PRODUCT_BODY_MAX_BYTES) }),
    })
    expect(over.status).toBe(413)
    expect((await db()).products.all()).toHaveLength(before)
  })
})

describe('stored collections', () => {
  it('refuses a column beyond the board cap, localized, and writes nothing', async () => {
    const d = await db()
    for (let i = d.kanbanColumns.all().length; i < COLLECTION_LIMITS.kanbanColumns; i++)
      await d.kanbanColumns.create({ id: `filler-${i}`, name: `Filler ${i}`, cardIds: [] })
    const answer = await call('POST', '/api/kanban/columns/new', {
      token,
      body: { name: 'One too many' },
      language: 'fr',
    })
    expect(answer.status).toBe(413)
    expect(answer.json).toEqual({
      message: 'Cette liste est pleine (50 éléments au plus). Supprimez-en avant d’en ajouter.',
    })
    expect(d.kanbanColumns.all()).toHaveLength(COLLECTION_LIMITS.kanbanColumns)
  })

  it('refuses a card beyond the card cap', async () => {
    const d = await db()
    for (let i = d.kanbanCards.all().length; i < COLLECTION_LIMITS.kanbanCards; i++)
      await d.kanbanCards.create(newCard({ id: `filler-${i}`, name: 'Filler' }))
    const columnId = d.kanbanColumns.all()[0]!.id
    const answer = await post('/api/kanban/cards/new', { columnId, card: { name: 'Late' } })
    expect(answer.status).toBe(413)
    expect(answer.json).toEqual({
      message: 'This list is full (at most 5,000 items). Delete some before adding more.',
    })
    expect(d.kanbanCards.all()).toHaveLength(COLLECTION_LIMITS.kanbanCards)
  })

  it("refuses an address beyond a user's 20", async () => {
    const { token: mine } = await given.user()
    const address = {
      name: 'Ann Lee',
      phoneNumber: '+1 555 0100',
      street: '1 Quay St',
      city: 'Cork',
      state: '',
      zipCode: 'T12',
      country: 'Ireland',
      addressType: 'home',
      primary: false,
    }
    for (let i = 0; i < COLLECTION_LIMITS.addressesPerUser; i++)
      expect(
        (await call('POST', '/api/checkout/address/new', { token: mine, body: { address } }))
          .status,
      ).toBe(201)
    const answer = await call('POST', '/api/checkout/address/new', {
      token: mine,
      body: { address },
    })
    expect(answer.status).toBe(413)
  })

  it('refuses a review beyond 500 on one product', async () => {
    const product = await given.product()
    const d = await db()
    await d.products.update((q) => q.where({ id: product.id }), {
      data(draft) {
        draft.reviews = Array.from({ length: COLLECTION_LIMITS.reviewsPerProduct }, (_, i) => ({
          id: `review-${i}`,
          name: 'Ann',
          email: 'ann@example.com',
          rating: 5,
          comment: 'Lovely fit, warm.',
          helpful: 0,
          isPurchased: false,
          postedAt: new Date().toISOString(),
        }))
      },
    })
    const answer = await post('/api/products/review/new', {
      productId: product.id,
      review: { rating: 4, name: 'Bo', email: 'bo@example.com', comment: 'Good but runs small.' },
    })
    expect(answer.status).toBe(413)
  })

  it('keeps the large seed inside every cap', async () => {
    const { resetDatabase } = await import('../../mocks/db/database')
    await resetDatabase('large')
    const d = await db()
    expect(d.products.all().length).toBeLessThan(COLLECTION_LIMITS.products)
    expect(d.kanbanCards.all().length).toBeLessThan(COLLECTION_LIMITS.kanbanCards)
    expect(d.kanbanColumns.all().length).toBeLessThan(COLLECTION_LIMITS.kanbanColumns)
    expect(d.calendarEvents.all().length).toBeLessThan(COLLECTION_LIMITS.calendarEvents)
    expect(Math.max(...d.products.all().map((p) => p.reviews.length))).toBeLessThan(
      COLLECTION_LIMITS.reviewsPerProduct,
    )
    const ledgers = new Map<string, number>()
    for (const row of d.bankTransactions.all())
      ledgers.set(row.userId, (ledgers.get(row.userId) ?? 0) + 1)
    expect(Math.max(...ledgers.values())).toBeLessThan(COLLECTION_LIMITS.bankTransactionsPerUser)
    await resetDatabase()
    // Seeding the large data twice takes about 10 s on a quiet 2-core machine; 15 s ran out when
    // the other test worker was busy.
  }, 40_000)
})
