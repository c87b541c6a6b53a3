/** Checkout: address book, discount codes and placing an order (docs/api.md). */
import { http, HttpResponse } from 'msw'
import {
  discountBodySchema,
  newAddressBodySchema,
  placeOrderBodySchema,
} from '@/lib/api/schemas/checkout'
import { randomHex } from '../db/crypto'
import type { OrderRecord } from '../db/schema'
import { invalid, languageOf, message, readJson, requireUser, route } from '../http'
import { addressOrder, toAddress } from '../shop/addresses'
import { checkDiscount, type DiscountCheck } from '../shop/discounts'
import { roundCents } from '../shop/money'
import { nextOrderNumber, priceLines, shippingPrice } from '../shop/orders'

/** 400 for a refused code, under `field`. */
function refuseDiscount(
  request: Request,
  field: string,
  check: DiscountCheck & { ok: false },
): never {
  if (check.error === 'discount_min_subtotal')
    invalid(request, { [field]: check.error }, check.error, { min: check.min })
  invalid(request, { [field]: check.error }, check.error)
}

export const checkoutHandlers = [
  http.get(
    '*/api/checkout/addresses',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db)
      const addresses = db.addresses
        .findMany((q) => q.where({ userId: user.id }))
        .sort(addressOrder)
      return HttpResponse.json({ addresses: addresses.map(toAddress) })
    }),
  ),

  http.post(
    '*/api/checkout/address/new',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db)
      const { address: input } = await readJson(request, newAddressBodySchema, {
        unwrap: 'address',
      })
      // The first address is the primary one, whatever the form said.
      const primary = input.primary || !db.addresses.findFirst((q) => q.where({ userId: user.id }))
      if (primary)
        await db.addresses.updateMany((q) => q.where({ userId: user.id, primary: true }), {
          data(draft) {
            draft.primary = false
          },
        })
      const address = await db.addresses.create({
        ...input,
        primary,
        id: `address-${crypto.randomUUID()}`,
        userId: user.id,
        createdAt: new Date().toISOString(),
      })
      return HttpResponse.json({ address: toAddress(address) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/checkout/discount/check',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const { code, subtotal } = await readJson(request, discountBodySchema)
      const check = checkDiscount(db, code, subtotal, languageOf(request))
      if (!check.ok) refuseDiscount(request, 'code', check)
      const { ok: _ok, ...answer } = check
      return HttpResponse.json(answer)
    }),
  ),

  http.post(
    '*/api/checkout/order/place',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db)
      const { order: input } = await readJson(request, placeOrderBodySchema, { unwrap: 'order' })
      const { lines, subtotal, wanted } = priceLines(request, db, input.items)
      const address = db.addresses.findFirst((q) =>
        q.where({ id: input.addressId, userId: user.id }),
      )
      if (!address) invalid(request, { addressId: 'address_required' })
      let discount = 0
      let discountCode: string | null = null
      if (input.discountCode?.trim()) {
        const check = checkDiscount(db, input.discountCode, subtotal, languageOf(request))
        if (!check.ok) refuseDiscount(request, 'discountCode', check)
        discount = check.discount
        discountCode = check.code
      }
      const shipping = shippingPrice(input.delivery)

      // Every check passed: from here on the order is written.
      for (const [productId, quantity] of wanted)
        await db.products.update((q) => q.where({ id: productId }), {
          data(draft) {
            draft.quantity -= quantity
            draft.totalSold += quantity
          },
        })
      const record: OrderRecord = {
        id: `order-${crypto.randomUUID()}`,
        number: nextOrderNumber(db),
        createdAt: new Date().toISOString(),
        userId: user.id,
        items: lines,
        address: toAddress(address),
        delivery: input.delivery,
        payment: input.payment,
        discountCode,
        subtotal,
        discount,
        shipping,
        total: roundCents(subtotal - discount + shipping),
      }
      await db.orders.create(record)
      await db.notifications.create({
        id: `${user.id}-notification-${randomHex(6)}`,
        userId: user.id,
        type: 'order',
        title: 'Your order is placed',
        description: `Order ${record.number} is waiting to be shipped`,
        createdAt: record.createdAt,
        isUnread: true,
      })
      const { userId: _userId, discountCode: _code, ...order } = record
      return HttpResponse.json(
        { order, message: message(languageOf(request), 'order_placed') },
        { status: 201 },
      )
    }),
  ),
]
