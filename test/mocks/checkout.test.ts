/** Checkout on the mock API: address book, discount codes and orders priced by the server. */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  addressesResponseSchema,
  addressResponseSchema,
  discountResponseSchema,
  orderResponseSchema,
  type AddressInput,
  type PlaceOrderBody,
} from '@/lib/api/schemas/checkout'
import { getDb } from '../../mocks/db/database'
import type { ProductRecord } from '../../mocks/areas/products/records'
import { call, errorsOf, login } from './client'
import { given } from './given'

let token: string
beforeEach(async () => {
  token = await login()
})

const addresses = async (as = token) => {
  const answer = await call('GET', '/api/checkout/addresses', { token: as })
  expect(answer.status).toBe(200)
  return addressesResponseSchema.parse(answer.json).addresses
}

const newAddress = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  name: 'Avery Quinn',
  phoneNumber: '+1 415 555 0199',
  street: '1 Ferry Building',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94111',
  country: 'United States',
  addressType: 'office',
  primary: false,
  ...overrides,
})

describe('GET /api/checkout/addresses', () => {
  it('lists the signed-in user’s addresses, primary first', async () => {
    expect((await call('GET', '/api/checkout/addresses')).status).toBe(401)
    const mine = await addresses()
    expect(mine.map((a) => [a.addressType, a.primary])).toEqual([
      ['home', true],
      ['office', false],
    ])
    expect(mine[0]!.fullAddress).toBe('90210 Broadway Blvd, San Francisco, CA 94116, United States')
    const theirs = await addresses(await login('user@example.com'))
    expect(theirs).toHaveLength(2)
    expect(theirs.some((a) => mine.some((m) => m.id === a.id))).toBe(false)
  })
})

describe('POST /api/checkout/address/new', () => {
  it('adds an address; a new primary one replaces the old primary', async () => {
    const { status, json } = await call('POST', '/api/checkout/address/new', {
      token,
      body: { address: newAddress({ primary: true, state: '' }) },
    })
    expect(status).toBe(201)
    const { address } = addressResponseSchema.parse(json)
    expect(address).toMatchObject({
      fullAddress: '1 Ferry Building, San Francisco, 94111, United States',
      addressType: 'office',
      primary: true,
    })
    const all = await addresses()
    expect(all).toHaveLength(3)
    expect(all.filter((a) => a.primary).map((a) => a.id)).toEqual([address.id])
  })

  it('refuses invalid fields under the form’s names and stores nothing', async () => {
    const answer = await call('POST', '/api/checkout/address/new', {
      token,
      body: { address: newAddress({ phoneNumber: 'call me', zipCode: '1', street: '' }) },
    })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)).toEqual({
      phoneNumber: 'Enter a valid phone number',
      zipCode: 'Enter a valid postal code',
      street: 'This field is required',
    })
    expect(await addresses()).toHaveLength(2)
    const anonymous = await call('POST', '/api/checkout/address/new', {
      body: { address: newAddress() },
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('POST /api/checkout/discount/check', () => {
  const check = (code: string, subtotal: number, language?: string) =>
    call('POST', '/api/checkout/discount/check', {
      token,
      body: { code, subtotal },
      ...(language ? { language } : {}),
    })

  it('applies the codes, whatever their case', async () => {
    const welcome = await check(' welcome10 ', 123.45)
    expect(welcome.status).toBe(200)
    expect(discountResponseSchema.parse(welcome.json)).toEqual({
      code: 'WELCOME10',
      discount: 12.35,
      label: '10% off your order',
    })
    const save = await check('Save20', 150)
    expect(save.json).toEqual({
      code: 'SAVE20',
      discount: 20,
      label: '$20 off orders of $100 or more',
    })
    expect((await check('WELCOME10', 80, 'fr')).json.label).toBe(
      '10 % de réduction sur votre commande',
    )
  })

  it('refuses unknown codes and orders below a code’s minimum', async () => {
    const unknown = await check('FREEMONEY', 100)
    expect(unknown.status).toBe(400)
    expect(unknown.json).toEqual({
      message: 'This discount code is not valid',
      errors: { code: 'This discount code is not valid' },
    })
    const small = await check('SAVE20', 99.99)
    expect(errorsOf(small)).toEqual({ code: 'This code needs an order of at least $100' })
    const empty = await check('', 10)
    expect(Object.keys(errorsOf(empty))).toEqual(['code'])
    const anonymous = await call('POST', '/api/checkout/discount/check', {
      body: { code: 'WELCOME10', subtotal: 10 },
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('POST /api/checkout/order/place', () => {
  let shoes: ProductRecord
  let tee: ProductRecord
  let homeId: string
  let seededOrders: number

  beforeEach(async () => {
    // In stock, yet below the 100 a single cart line may ask for; one on sale, one not.
    shoes = await given.product({
      category: 'shoes',
      quantity: 40,
      sizes: ['9', '10'],
      colors: ['#1877F2', '#000000'],
      price: 89.99,
      priceSale: 74.5,
      totalSold: 12,
    })
    tee = await given.product({ category: 'apparel', quantity: 30, sizes: ['M'], price: 24.99 })
    homeId = (await addresses())[0]!.id
    // Two years of history are seeded: a refused order adds none to them.
    seededOrders = (await getDb()).orders.count()
  })

  const order = (overrides: Partial<PlaceOrderBody['order']> = {}): PlaceOrderBody['order'] => ({
    items: [
      { productId: shoes.id, quantity: 2, colors: [shoes.colors[0]!], size: shoes.sizes[0]! },
      { productId: tee.id, quantity: 1, colors: [], size: tee.sizes[0]! },
    ],
    addressId: homeId,
    delivery: 'fast',
    payment: 'card',
    discountCode: 'welcome10',
    ...overrides,
  })
  const place = (body: PlaceOrderBody['order'], as = token) =>
    call('POST', '/api/checkout/order/place', { token: as, body: { order: body } })
  const stored = async (id: string) => (await getDb()).products.findFirst((q) => q.where({ id }))!
  const price = (p: ProductRecord) => p.priceSale ?? p.price

  it('prices the order from the server’s data and takes the items from stock', async () => {
    // Prices sent by a client are not part of the contract and are ignored.
    const tampered = order()
    const items = tampered.items.map((item) => ({ ...item, price: 0.01 }))
    const { status, json } = await place({ ...tampered, items })
    expect(status).toBe(201)
    const placed = orderResponseSchema.parse(json).order
    const subtotal = Math.round((price(shoes) * 2 + price(tee)) * 100) / 100
    const discount = Math.round(subtotal * 10) / 100
    expect(placed).toMatchObject({
      number: '#6010',
      subtotal,
      discount,
      shipping: 10,
      total: Math.round((subtotal - discount + 10) * 100) / 100,
      delivery: 'fast',
      payment: 'card',
    })
    expect(placed.items[0]).toMatchObject({ productId: shoes.id, price: price(shoes), quantity: 2 })
    expect(placed.address.id).toBe(homeId)
    expect(json.message).toBe('Your order was placed')
    expect(await stored(shoes.id)).toMatchObject({
      quantity: shoes.quantity - 2,
      totalSold: shoes.totalSold + 2,
    })
    expect((await stored(tee.id)).quantity).toBe(tee.quantity - 1)

    const next = await place(order({ discountCode: null, delivery: 'standard' }))
    expect(orderResponseSchema.parse(next.json).order).toMatchObject({
      number: '#6011',
      discount: 0,
      shipping: 0,
    })
    const notifications = await call('GET', '/api/account/notifications', { token })
    expect(JSON.stringify(notifications.json)).toContain('Order #6011')
  })

  it('marks the buyer’s later reviews of the product as purchased', async () => {
    await place(order())
    const review = { rating: 4, name: 'Avery', email: 'demo@example.com', comment: 'Solid pair.' }
    const { json } = await call('POST', '/api/products/review/new', {
      token,
      body: { productId: shoes.id, review },
    })
    expect(json.review).toMatchObject({ isPurchased: true })
  })

  it('refuses more than the stock or unpublished products, writing nothing', async () => {
    const db = await getDb()
    const tooMany = await place(
      order({ items: [{ ...order().items[0]!, quantity: shoes.quantity + 1 }] }),
    )
    expect(tooMany.status).toBe(400)
    expect(errorsOf(tooMany)).toEqual({
      items: `${shoes.name} is no longer available in this quantity`,
    })
    // The same product on two lines counts once against the stock.
    const line = { ...order().items[0]!, quantity: Math.ceil(shoes.quantity / 2) + 1 }
    expect((await place(order({ items: [line, line] }))).status).toBe(400)
    const draft = await given.product({ published: false })
    const unpublished = await place(
      order({ items: [{ productId: draft.id, quantity: 1, colors: [], size: draft.sizes[0]! }] }),
    )
    expect(errorsOf(unpublished)).toEqual({
      items: `${draft.name} is no longer available in this quantity`,
    })
    const wrongSize = await place(order({ items: [{ ...order().items[0]!, size: '99' }] }))
    expect(errorsOf(wrongSize)).toEqual({
      items: `${shoes.name} is not available in this size or colour`,
    })
    expect(db.orders.count()).toBe(seededOrders)
    expect((await stored(shoes.id)).quantity).toBe(shoes.quantity)
  })

  it('refuses an unknown or another user’s address and a bad discount code', async () => {
    const db = await getDb()
    const theirs = (await addresses(await login('user@example.com')))[0]!.id
    for (const addressId of [theirs, 'nope']) {
      const answer = await place(order({ addressId }))
      expect(errorsOf(answer)).toEqual({ addressId: 'Choose a delivery address' })
    }
    const code = await place(order({ discountCode: 'NOPE' }))
    expect(errorsOf(code)).toEqual({ discountCode: 'This discount code is not valid' })
    const empty = await place(order({ items: [] }))
    expect(errorsOf(empty)).toEqual({ items: 'Your cart is empty' })
    expect(db.orders.count()).toBe(seededOrders)
    expect((await stored(shoes.id)).quantity).toBe(shoes.quantity)
  })

  it('is 404 for an unknown product and 401 without a token', async () => {
    const unknown = await place(
      order({ items: [{ productId: 'nope', quantity: 1, colors: [], size: '9' }] }),
    )
    expect(unknown.status).toBe(404)
    expect(
      (await call('POST', '/api/checkout/order/place', { body: { order: order() } })).status,
    ).toBe(401)
    expect((await getDb()).orders.count()).toBe(seededOrders)
  })
})
