/** Product rules: addresses (slugs) and ratings. */
import { productSlug } from '@/lib/api/schemas/products'
import type { Database } from '../../db/database'
import { invalid } from '../../lib/errors'
import type { ReviewRecord } from './records'

/** The average rating, to one decimal (0 without reviews). */
export function averageRating(reviews: ReviewRecord[]): number {
  if (reviews.length === 0) return 0
  const sum = reviews.reduce((total, review) => total + review.rating, 0)
  return Math.round((sum / reviews.length) * 10) / 10
}

/** The slug of a new or renamed product; invalid when it is empty or another product has it. */
export function freeSlug(db: Database, name: string, productId?: string) {
  const slug = productSlug(name)
  if (!slug) invalid({ name: 'invalid_value' })
  const owner = db.products.findFirst((q) => q.where({ slug }))
  if (owner && owner.id !== productId) invalid({ name: 'name_taken' }, 'name_taken')
  return slug
}
