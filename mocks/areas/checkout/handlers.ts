/** Checkout: address book, discount codes and placing an order (docs/api.md). */
import { http, HttpResponse } from 'msw'
import {
  discountBodySchema,
  newAddressBodySchema,
  placeOrderBodySchema,
} from '@/lib/api/schemas/checkout'
import { invalid } from '../../lib/errors'
import { languageOf, message, readJson, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import { roundCents } from '../../lib/money'
import { newNotification } from '../../lib/notifications'
import { checkDiscount, refuseDiscount } from './discounts'
import { newAddress, type OrderRecord } from './records'
import { nextOrderNumber, priceLines, shippingPrice } from './rules'
import { addressOrder, toAddress } from './view'

export const checkoutHandlers = [
  http.get(
    '*/api/checkout/addresses',
    route.authed(({ db, user }) => {
      const addresses = db.addresses
        .findMany((q) => q.where({ userId: user.id }))
        .sort(addressOrder)
      return HttpResponse.json({ addresses: addresses.map(toAddress) })
    }),
  ),

  http.post(
    '*/api/checkout/address/new',
    route.authed(async ({ request, db, user }) => {
      const { address: input } = await readJson(request, newAddressBodySchema, {
        unwrap: 'address',
      })
      ensureRoom(
        db.addresses.findMany((q) => q.where({ userId: user.id })).length,
        COLLECTION_LIMITS.addressesPerUser,
      )
      // The first address is the primary one, whatever the form said.
      const primary = input.primary || !db.addresses.findFirst((q) => q.where({ userId: user.id }))
      if (primary)
        await db.addresses.updateMany((q) => q.where({ userId: user.id, primary: true }), {
          data(draft) {
            draft.primary = false
          },
        })
      const address = await db.addresses.create(newAddress({ ...input, primary, userId: user.id }))
      return HttpResponse.json({ address: toAddress(address) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/checkout/discount/check',
    route.authed(async ({ request, db }) => {
      const { code, subtotal } = await readJson(request, discountBodySchema)
      const check = checkDiscount(db, code, subtotal, languageOf(request))
      if (!check.ok) refuseDiscount('code', check)
      const { ok: _ok, ...answer } = check
      return HttpResponse.json(answer)
    }),
  ),

  http.post(
    '*/api/checkout/order/place',
    route.authed(async ({ request, db, user }) => {
      const { order: input } = await readJson(request, placeOrderBodySchema, { unwrap: 'order' })
      ensureRoom(
        db.orders.findMany((q) => q.where({ userId: user.id })).length,
        COLLECTION_LIMITS.ordersPerUser,
      )
      const { lines, subtotal, wanted } = priceLines(db, input.items)
      const address = db.addresses.findFirst((q) =>
        q.where({ id: input.addressId, userId: user.id }),
      )
      if (!address) invalid({ addressId: 'address_required' })
      let discount = 0
      let discountCode: string | null = null
      if (input.discountCode?.trim()) {
        const check = checkDiscount(db, input.discountCode, subtotal, languageOf(request))
        if (!check.ok) refuseDiscount('discountCode', check)
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
      await db.notifications.create(
        newNotification({
          userId: user.id,
          type: 'order',
          title: 'Your order is placed',
          description: `Order ${record.number} is waiting to be shipped`,
          createdAt: record.createdAt,
        }),
      )
      // An inbox keeps its newest notifications only (mocks/lib/limits.ts).
      const stale = db.notifications
        .findMany((q) => q.where({ userId: user.id }))
        .sort((x, y) => y.createdAt.localeCompare(x.createdAt))
        .slice(COLLECTION_LIMITS.notificationsPerUser)
        .map((n) => n.id)
      if (stale.length > 0)
        db.notifications.deleteMany((q) => q.where({ id: (id) => stale.includes(id) }))
      const { userId: _userId, discountCode: _code, ...order } = record
      return HttpResponse.json(
        { order, message: message(languageOf(request), 'order_placed') },
        { status: 201 },
      )
    }),
  ),
]
