/** The shop's write calls (docs/api.md, "Products", "Checkout"); only the mutation hooks call them. */
import { z } from 'zod/mini'
import { apiPost } from '@/lib/api/http'
import {
  addressResponseSchema,
  discountResponseSchema,
  orderResponseSchema,
  type AddressInput,
  type PlaceOrderBody,
} from '@/lib/api/schemas/checkout'
import { productSchema, reviewSchema, type ProductInput } from '@/lib/api/schemas/products'

const productOnly = z.object({ product: productSchema })

export const createProductRequest = (product: ProductInput) =>
  apiPost('api/products/product/new', { product }, productOnly)

export const updateProductRequest = (productId: string, product: ProductInput) =>
  apiPost('api/products/product/update', { productId, product }, productOnly)

export const deleteProductsRequest = (productIds: string[]) =>
  apiPost(
    'api/products/product/delete-many',
    { productIds },
    z.object({ productIds: z.array(z.string()) }),
  )

export interface ReviewInput {
  rating: number
  name: string
  email: string
  comment: string
}

export const newReviewRequest = (productId: string, review: ReviewInput) =>
  apiPost(
    'api/products/review/new',
    { productId, review },
    z.object({ review: reviewSchema, product: productSchema }),
  )

export const helpfulRequest = (productId: string, reviewId: string) =>
  apiPost(
    'api/products/review/helpful',
    { productId, reviewId },
    z.object({ review: reviewSchema }),
  )

export const checkDiscountRequest = (code: string, subtotal: number) =>
  apiPost('api/checkout/discount/check', { code, subtotal }, discountResponseSchema)

export const newAddressRequest = (address: AddressInput) =>
  apiPost('api/checkout/address/new', { address }, addressResponseSchema)

export const placeOrderRequest = (order: PlaceOrderBody['order']) =>
  apiPost('api/checkout/order/place', { order }, orderResponseSchema)
