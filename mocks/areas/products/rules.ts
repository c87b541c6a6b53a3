/** Product rules: addresses (slugs) and ratings. */
import { productNameKey, productSlug } from '@/lib/api/schemas/products'
import type { Database } from '../../db/database'
import { invalid } from '../../lib/errors'
import { lastFormerOwner } from '../../lib/former-addresses'
import type { ReviewRecord } from './records'

/** The average rating, to one decimal (0 without reviews). */
export function averageRating(reviews: ReviewRecord[]): number {
  if (reviews.length === 0) return 0
  const sum = reviews.reduce((total, review) => total + review.rating, 0)
  return Math.round((sum / reviews.length) * 10) / 10
}

/**
 * The slug of a new or renamed product. The name must be free (compared without case or extra
 * spaces; else a 400 `name_taken`); the slug then is the name's, with `-2`, `-3`... when another
 * product already has it (names that differ only in punctuation, `Café!` and `Café?`), or
 * `product-<short id>` for a name without a letter or digit. A renamed product keeps its slug
 * while its name still leads to it.
 */
export function freeSlug(db: Database, name: string, productId: string) {
  const key = productNameKey(name)
  const sameName = db.products.findFirst((q) =>
    q.where((p) => p.id !== productId && productNameKey(p.name) === key),
  )
  if (sameName) invalid({ name: 'name_taken' }, 'name_taken')
  const base = productSlug(name) || `product-${productId.replace(/[^a-z0-9]/gi, '').slice(0, 8)}`
  const current = db.products.findFirst((q) => q.where({ id: productId }))?.slug
  if (current && (current === base || new RegExp(`^${escapeRegExp(base)}-\\d+$`).test(current)))
    return current
  const taken = (slug: string) => {
    const owner = db.products.findFirst((q) => q.where({ slug }))
    return owner !== undefined && owner.id !== productId
  }
  if (!taken(base)) return base
  let n = 2
  while (taken(`${base}-${n}`)) n += 1
  return `${base}-${n}`
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The product `?name=` points to: its slug as given, else a product of that name (any case),
 * else the slug the name makes (`Foundation runner LOW` finds `foundation-runner-low`), else a
 * product that had this slug before a rename.
 */
export function findByAddress(db: Database, address: string) {
  const exact = db.products.findFirst((q) => q.where({ slug: address }))
  if (exact) return exact
  const key = productNameKey(address)
  return (
    db.products.findFirst((q) => q.where((p) => productNameKey(p.name) === key)) ??
    db.products.findFirst((q) => q.where({ slug: productSlug(address) })) ??
    // A renamed product: the last one that left the old address.
    lastFormerOwner(
      db.products.all().map((p) => ({ product: p, formerAddresses: p.formerSlugs })),
      address,
    )?.product
  )
}
