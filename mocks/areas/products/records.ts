/**
 * What the products area stores. Reviews live inside their product (a product page needs them
 * all, and nothing lists reviews across products); counts, averages, cover and stock state are
 * derived when a product is read (view.ts), so they can never disagree with the data.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { productSchema, productSlug, reviewSchema } from '@/lib/api/schemas/products'
import type { CollectionsOf } from '../../db/database'

/** A review as stored: the public review plus the reviewer's e-mail, which is never sent back. */
export const reviewRecordSchema = lazySchema(() => z.extend(reviewSchema, { email: z.string() }))
export type ReviewRecord = z.infer<typeof reviewRecordSchema>

/** The answer's product without what view.ts derives; stored rows keep stricter invariants. */
export const productRecordSchema = lazySchema(() =>
  z.extend(
    z.omit(productSchema, {
      coverUrl: true,
      stock: true,
      totalRatings: true,
      totalReviews: true,
      ratings: true,
      reviews: true,
    }),
    {
      name: z.string().check(z.minLength(1)),
      /** productSlug(name), kept to look products up by their page address. */
      slug: z.string().check(z.minLength(1)),
      /** Slugs it had before a rename: old links still find it (the app redirects to the new one). */
      formerSlugs: z.array(z.string()),
      images: z.array(z.string()).check(z.minLength(1)),
      quantity: z.number().check(z.int(), z.gte(0)),
      price: z.number().check(z.positive()),
      priceSale: z.nullable(z.number().check(z.positive())),
      totalSold: z.number().check(z.int(), z.gte(0)),
      reviews: z.array(reviewRecordSchema),
    },
  ),
)
export type ProductRecord = z.infer<typeof productRecordSchema>

export const productRecords = { products: productRecordSchema }

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof productRecords> {}
}

type Derived = 'id' | 'slug' | 'formerSlugs' | 'totalSold' | 'createdAt' | 'reviews'

/** A new product as the editor creates it: no sales, no reviews, created now. */
export function newProduct(
  fields: Omit<ProductRecord, Derived> & Partial<Pick<ProductRecord, Derived>>,
): ProductRecord {
  return {
    id: crypto.randomUUID(),
    slug: productSlug(fields.name),
    formerSlugs: [],
    totalSold: 0,
    createdAt: new Date().toISOString(),
    reviews: [],
    ...fields,
  }
}

/** A new review: nobody has found it helpful yet, posted now. */
export function newReview(
  fields: Pick<ReviewRecord, 'name' | 'email' | 'rating' | 'comment' | 'isPurchased'> &
    Partial<ReviewRecord>,
): ReviewRecord {
  return {
    id: `review-${crypto.randomUUID()}`,
    helpful: 0,
    postedAt: new Date().toISOString(),
    ...fields,
  }
}
