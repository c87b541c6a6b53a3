/** Products: the catalogue, the admin list, product writes and reviews (docs/api.md). */
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  deleteProductBodySchema,
  deleteProductsBodySchema,
  helpfulBodySchema,
  newProductBodySchema,
  newReviewBodySchema,
  productListQuerySchema,
  productSlug,
  updateProductBodySchema,
} from '@/lib/api/schemas/products'
import type { Database } from '../db/database'
import type { ReviewRecord } from '../db/schema'
import {
  fail,
  invalid,
  languageOf,
  message,
  readJson,
  readQuery,
  requireUser,
  route,
} from '../http'
import { listQueryErrors, queryProducts } from '../shop/product-list'
import { effectivePrice, toProduct, toPublicReview, toSummary } from '../shop/product-view'

const SUGGESTIONS = 8

const productQuerySchema = z.object({
  name: z.string('name_required').trim().min(1, 'name_required').max(200, 'invalid_value'),
})
const searchQuerySchema = z.object({ query: z.string().max(100, 'invalid_value').optional() })

const findProduct = (db: Database, id: string) => db.products.findFirst((q) => q.where({ id }))

/** The slug of a new or renamed product; 400 when it is empty or another product has it. */
function freeSlug(request: Request, db: Database, name: string, productId?: string) {
  const slug = productSlug(name)
  if (!slug) invalid(request, { name: 'invalid_value' })
  const owner = db.products.findFirst((q) => q.where({ slug }))
  if (owner && owner.id !== productId) invalid(request, { name: 'name_taken' }, 'name_taken')
  return slug
}

export const productHandlers = [
  http.get(
    '*/api/products',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const products = [...db.products.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      return HttpResponse.json({ products: products.map(toSummary) })
    }),
  ),

  http.get(
    '*/api/products/product',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const { name } = readQuery(request, productQuerySchema)
      // A name works as well as its slug: both give the same address.
      const slug = productSlug(name)
      const product = db.products.findFirst((q) => q.where({ slug }))
      if (!product) fail(request, 404, 'not_found')
      return HttpResponse.json({ product: toProduct(product) })
    }),
  ),

  http.get(
    '*/api/products/search',
    route(async ({ request, db }) => {
      await requireUser(request, db)
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
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const query = readQuery(request, productListQuerySchema)
      const errors = listQueryErrors(query)
      if (Object.keys(errors).length > 0) invalid(request, errors)
      const { rows, ...page } = queryProducts(db.products.all(), query)
      return HttpResponse.json({ rows: rows.map(toSummary), ...page })
    }),
  ),

  http.post(
    '*/api/products/product/new',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const { product: input } = await readJson(request, newProductBodySchema, {
        unwrap: 'product',
      })
      const slug = freeSlug(request, db, input.name)
      const product = await db.products.create({
        ...input,
        id: crypto.randomUUID(),
        slug,
        totalSold: 0,
        createdAt: new Date().toISOString(),
        reviews: [],
      })
      return HttpResponse.json({ product: toProduct(product) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/products/product/update',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const { productId, product: input } = await readJson(request, updateProductBodySchema, {
        unwrap: 'product',
      })
      if (!findProduct(db, productId)) fail(request, 404, 'not_found')
      const slug = freeSlug(request, db, input.name, productId)
      const updated = await db.products.update((q) => q.where({ id: productId }), {
        data(draft) {
          Object.assign(draft, input, { slug })
        },
      })
      if (!updated) fail(request, 404, 'not_found')
      return HttpResponse.json({ product: toProduct(updated) })
    }),
  ),

  http.post(
    '*/api/products/product/delete',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const { productId } = await readJson(request, deleteProductBodySchema)
      const deleted = db.products.delete((q) => q.where({ id: productId }))
      if (!deleted) fail(request, 404, 'not_found')
      return HttpResponse.json({
        productId,
        message: message(languageOf(request), 'product_deleted'),
      })
    }),
  ),

  http.post(
    '*/api/products/product/delete-many',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const ids = new Set((await readJson(request, deleteProductsBodySchema)).productIds)
      const known = new Set(db.products.all().map((p) => p.id))
      // All or nothing: one unknown id and no product is deleted.
      if ([...ids].some((id) => !known.has(id))) fail(request, 404, 'not_found')
      const deleted = db.products.deleteMany((q) => q.where({ id: (id) => ids.has(id) }))
      return HttpResponse.json({
        productIds: deleted.map((p) => p.id),
        message: message(languageOf(request), 'products_deleted', { count: deleted.length }),
      })
    }),
  ),

  http.post(
    '*/api/products/review/new',
    route(async ({ request, db }) => {
      const user = await requireUser(request, db)
      const { productId, review: input } = await readJson(request, newReviewBodySchema, {
        unwrap: 'review',
      })
      if (!findProduct(db, productId)) fail(request, 404, 'not_found')
      const bought = db.orders.findFirst((q) =>
        q.where(
          (order) => order.userId === user.id && order.items.some((i) => i.productId === productId),
        ),
      )
      const review: ReviewRecord = {
        id: `review-${crypto.randomUUID()}`,
        name: input.name,
        email: input.email,
        rating: input.rating,
        comment: input.comment,
        helpful: 0,
        isPurchased: Boolean(bought),
        postedAt: new Date().toISOString(),
      }
      const updated = await db.products.update((q) => q.where({ id: productId }), {
        data(draft) {
          draft.reviews.push(review)
        },
      })
      if (!updated) fail(request, 404, 'not_found')
      return HttpResponse.json(
        { review: toPublicReview(review), product: toProduct(updated) },
        { status: 201 },
      )
    }),
  ),

  http.post(
    '*/api/products/review/helpful',
    route(async ({ request, db }) => {
      await requireUser(request, db)
      const { productId, reviewId } = await readJson(request, helpfulBodySchema)
      const product = findProduct(db, productId)
      if (!product?.reviews.some((r) => r.id === reviewId)) fail(request, 404, 'not_found')
      const updated = await db.products.update((q) => q.where({ id: productId }), {
        data(draft) {
          const review = draft.reviews.find((r) => r.id === reviewId)
          if (review) review.helpful += 1
        },
      })
      const review = updated?.reviews.find((r) => r.id === reviewId)
      if (!review) fail(request, 404, 'not_found')
      return HttpResponse.json({ review: toPublicReview(review) })
    }),
  ),
]
