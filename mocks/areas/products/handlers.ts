/** Products: the catalogue, the admin list, product writes and reviews (docs/api.md). */
import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import {
  deleteProductBodySchema,
  deleteProductsBodySchema,
  helpfulBodySchema,
  newProductBodySchema,
  newReviewBodySchema,
  PRODUCT_BODY_MAX_BYTES,
  productListQuerySchema,
  updateProductBodySchema,
} from '@/lib/api/schemas/products'
import type { Database } from '../../db/database'
import { invalid, notFound } from '../../lib/errors'
import { languageOf, message, readJson, readQuery, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import { effectivePrice } from '../../lib/money'
import { listQueryErrors, queryProducts } from './list'
import { newProduct, newReview } from './records'
import { withFormer } from '../../lib/former-addresses'
import { findByAddress, freeSlug } from './rules'
import { toProduct, toPublicReview, toSummary } from './view'

const SUGGESTIONS = 8

const productQuerySchema = z.object({
  name: z
    .string('name_required')
    .check(z.trim(), z.minLength(1, 'name_required'), z.maxLength(200, 'invalid_value')),
})
const searchQuerySchema = z.object({
  query: z.optional(z.string().check(z.maxLength(100, 'invalid_value'))),
})

const findProduct = (db: Database, id: string) => db.products.findFirst((q) => q.where({ id }))

export const productHandlers = [
  http.get(
    '*/api/products',
    route.authed(({ db }) => {
      const products = [...db.products.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      return HttpResponse.json({ products: products.map(toSummary) })
    }),
  ),

  http.get(
    '*/api/products/product',
    route.authed(({ request, db }) => {
      const { name } = readQuery(request, productQuerySchema)
      // A name works as well as its slug.
      const product = findByAddress(db, name)
      if (!product) notFound()
      return HttpResponse.json({ product: toProduct(product) })
    }),
  ),

  http.get(
    '*/api/products/search',
    route.authed(({ request, db }) => {
      const text = (readQuery(request, searchQuerySchema).query ?? '').trim().toLowerCase()
      if (!text) return HttpResponse.json({ results: [] })
      const matches = db.products
        .all()
        .filter((p) => p.published && p.name.toLowerCase().includes(text))
        .map((p) => ({ product: p, prefix: p.name.toLowerCase().startsWith(text) }))
        .sort(
          (a, b) =>
            Number(b.prefix) - Number(a.prefix) || a.product.name.localeCompare(b.product.name),
        )
        .slice(0, SUGGESTIONS)
      return HttpResponse.json({
        results: matches.map(({ product }) => ({
          id: product.id,
          name: product.name,
          slug: product.slug,
          coverUrl: product.images[0] ?? '',
          price: effectivePrice(product),
        })),
      })
    }),
  ),

  http.get(
    '*/api/products/list',
    route.authed(({ request, db }) => {
      const query = readQuery(request, productListQuerySchema)
      const errors = listQueryErrors(query)
      if (Object.keys(errors).length > 0) invalid(errors)
      const { rows, ...page } = queryProducts(db.products.all(), query)
      return HttpResponse.json({ rows: rows.map(toSummary), ...page })
    }),
  ),

  http.post(
    '*/api/products/product/new',
    route.admin(
      async ({ request, db }) => {
        const { product: input } = await readJson(request, newProductBodySchema, {
          unwrap: 'product',
        })
        ensureRoom(db.products.all().length, COLLECTION_LIMITS.products)
        const id = crypto.randomUUID()
        const slug = freeSlug(db, input.name, id)
        const product = await db.products.create(newProduct({ ...input, id, slug }))
        return HttpResponse.json({ product: toProduct(product) }, { status: 201 })
      },
      { maxBodyBytes: PRODUCT_BODY_MAX_BYTES },
    ),
  ),

  http.post(
    '*/api/products/product/update',
    route.admin(
      async ({ request, db }) => {
        const { productId, product: input } = await readJson(request, updateProductBodySchema, {
          unwrap: 'product',
        })
        const current = findProduct(db, productId)
        if (!current) notFound()
        const slug = freeSlug(db, input.name, productId)
        const formerSlugs = withFormer(current.formerSlugs, current.slug, slug)
        const updated = await db.products.update((q) => q.where({ id: productId }), {
          data(draft) {
            Object.assign(draft, input, { slug, formerSlugs })
          },
        })
        if (!updated) notFound()
        return HttpResponse.json({ product: toProduct(updated) })
      },
      { maxBodyBytes: PRODUCT_BODY_MAX_BYTES },
    ),
  ),

  http.post(
    '*/api/products/product/delete',
    route.admin(async ({ request, db }) => {
      const { productId } = await readJson(request, deleteProductBodySchema)
      const deleted = db.products.delete((q) => q.where({ id: productId }))
      if (!deleted) notFound()
      return HttpResponse.json({
        productId,
        message: message(languageOf(request), 'product_deleted'),
      })
    }),
  ),

  http.post(
    '*/api/products/product/delete-many',
    route.admin(async ({ request, db }) => {
      const ids = new Set((await readJson(request, deleteProductsBodySchema)).productIds)
      const known = new Set(db.products.all().map((p) => p.id))
      // All or nothing: one unknown id and no product is deleted.
      if ([...ids].some((id) => !known.has(id))) notFound()
      const deleted = db.products.deleteMany((q) => q.where({ id: (id) => ids.has(id) }))
      return HttpResponse.json({
        productIds: deleted.map((p) => p.id),
        message: message(languageOf(request), 'products_deleted', { count: deleted.length }),
      })
    }),
  ),

  http.post(
    '*/api/products/review/new',
    route.authed(async ({ request, db, user }) => {
      const { productId, review: input } = await readJson(request, newReviewBodySchema, {
        unwrap: 'review',
      })
      const product = findProduct(db, productId)
      if (!product) notFound()
      ensureRoom(product.reviews.length, COLLECTION_LIMITS.reviewsPerProduct)
      const bought = db.orders.findFirst((q) =>
        q.where(
          (order) => order.userId === user.id && order.items.some((i) => i.productId === productId),
        ),
      )
      const review = newReview({
        name: input.name,
        email: input.email,
        rating: input.rating,
        comment: input.comment,
        isPurchased: Boolean(bought),
      })
      const updated = await db.products.update((q) => q.where({ id: productId }), {
        data(draft) {
          draft.reviews.push(review)
        },
      })
      if (!updated) notFound()
      return HttpResponse.json(
        { review: toPublicReview(review), product: toProduct(updated) },
        { status: 201 },
      )
    }),
  ),

  http.post(
    '*/api/products/review/helpful',
    route.authed(async ({ request, db }) => {
      const { productId, reviewId } = await readJson(request, helpfulBodySchema)
      const product = findProduct(db, productId)
      if (!product?.reviews.some((r) => r.id === reviewId)) notFound()
      const updated = await db.products.update((q) => q.where({ id: productId }), {
        data(draft) {
          const review = draft.reviews.find((r) => r.id === reviewId)
          if (review) review.helpful += 1
        },
      })
      const review = updated?.reviews.find((r) => r.id === reviewId)
      if (!review) notFound()
      return HttpResponse.json({ review: toPublicReview(review) })
    }),
  ),
]
