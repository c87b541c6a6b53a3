/** Checkout calls (discount, address book, placing the order): docs/api.md. */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { requiredName } from './common'
import { idRef } from './limits'
import { cardDigits, cardExpired, luhnValid } from './payment-card'

export { luhnValid }

export const DELIVERY_OPTIONS = [
  { value: 'standard', price: 0, days: '5–7' },
  { value: 'fast', price: 10, days: '3–5' },
  { value: 'express', price: 20, days: '1–2' },
] as const
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number]['value']
export const PAYMENT_METHODS = ['card', 'paypal', 'cash'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const addressSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    phoneNumber: z.string(),
    fullAddress: z.string(),
    addressType: z.enum(['home', 'office']),
    primary: z.boolean(),
  }),
)
export type Address = z.infer<typeof addressSchema>

export const addressInputSchema = lazySchema(() =>
  z.object({
    name: requiredName(80),
    phoneNumber: z
      .string('phone_required')
      .check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'phone_invalid')),
    street: z
      .string('name_required')
      .check(z.trim(), z.minLength(1, 'name_required'), z.maxLength(120, 'invalid_value')),
    city: z
      .string('name_required')
      .check(z.trim(), z.minLength(1, 'name_required'), z.maxLength(60, 'invalid_value')),
    state: z.string().check(z.trim(), z.maxLength(60, 'invalid_value')),
    zipCode: z
      .string('name_required')
      .check(z.trim(), z.minLength(2, 'zip_invalid'), z.maxLength(12, 'zip_invalid')),
    country: z
      .string('name_required')
      .check(z.trim(), z.minLength(1, 'name_required'), z.maxLength(60, 'invalid_value')),
    addressType: z.enum(['home', 'office'], 'invalid_value'),
    primary: z.boolean(),
  }),
)
export type AddressInput = z.infer<typeof addressInputSchema>

export const addressesResponseSchema = lazySchema(() =>
  z.object({ addresses: z.array(addressSchema) }),
)
export const newAddressBodySchema = lazySchema(() => z.object({ address: addressInputSchema }))
export const addressResponseSchema = lazySchema(() => z.object({ address: addressSchema }))

export const discountBodySchema = lazySchema(() =>
  z.object({
    code: z
      .string('code_required')
      .check(z.trim(), z.minLength(1, 'code_required'), z.maxLength(30, 'invalid_value')),
    subtotal: z.number().check(z.gte(0), z.lte(1_000_000_000, 'invalid_value')),
  }),
)
export const discountResponseSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    discount: z.number(),
    label: z.string(),
  }),
)

export const cardSchema = lazySchema(() =>
  z.object({
    holder: z
      .string('name_required')
      .check(z.trim(), z.minLength(2, 'name_required'), z.maxLength(60, 'name_too_long')),
    // People type card numbers in groups: spaces and dashes are ignored.
    number: z.pipe(
      z.pipe(z.string().check(z.maxLength(40, 'card_number_invalid')), z.transform(cardDigits)),
      z
        .string()
        .check(
          z.regex(/^\d{13,19}$/, 'card_number_invalid'),
          z.refine(luhnValid, 'card_number_invalid'),
        ),
    ),
    expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'card_expiry_invalid')),
    cvv: z.string().check(z.regex(/^\d{3,4}$/, 'card_cvv_invalid')),
  }),
)

/** A card that can pay now: the checks above and an expiry month not yet past (`card_expired`). */
export const payingCardSchema = lazySchema(() =>
  cardSchema.check(
    z.refine((card) => !cardExpired(card.expiry), {
      path: ['expiry'],
      message: 'card_expired',
    }),
  ),
)

export const placeOrderBodySchema = lazySchema(() =>
  z.object({
    order: z.object({
      items: z
        .array(
          z.object({
            productId: idRef(),
            quantity: z.number().check(z.int(), z.gte(1), z.lte(100)),
            colors: z
              .array(z.string().check(z.maxLength(20, 'invalid_value')))
              .check(z.maxLength(10, 'invalid_value')),
            size: z.string().check(z.maxLength(20, 'invalid_value')),
          }),
        )
        .check(z.minLength(1, 'cart_empty'), z.maxLength(100, 'invalid_value')),
      addressId: z
        .string()
        .check(z.minLength(1, 'address_required'), z.maxLength(64, 'address_required')),
      delivery: z.enum(['standard', 'fast', 'express'], 'invalid_value'),
      payment: z.enum(['card', 'paypal', 'cash'], 'invalid_value'),
      discountCode: z.nullable(z.string().check(z.maxLength(30, 'invalid_value'))),
    }),
  }),
)
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>

export const orderSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    number: z.string(),
    createdAt: z.string(),
    items: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        coverUrl: z.string(),
        price: z.number(),
        quantity: z.number(),
        colors: z.array(z.string()),
        size: z.string(),
      }),
    ),
    address: addressSchema,
    delivery: z.enum(['standard', 'fast', 'express']),
    payment: z.enum(['card', 'paypal', 'cash']),
    subtotal: z.number(),
    discount: z.number(),
    shipping: z.number(),
    total: z.number(),
  }),
)
export type Order = z.infer<typeof orderSchema>
export const orderResponseSchema = lazySchema(() => z.object({ order: orderSchema }))
