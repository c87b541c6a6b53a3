/** What the API sends for a stored product: derived fields are computed here, never stored. */
import {
  stockState,
  type Product,
  type ProductSummary,
  type Review,
} from '@/lib/api/schemas/products'
import type { ProductRecord, ReviewRecord } from './records'
import { averageRating } from './rules'

export const newestFirst = (a: { postedAt: string }, b: { postedAt: string }) =>
  b.postedAt.localeCompare(a.postedAt)

export const toPublicReview = ({ email: _email, ...review }: ReviewRecord): Review => review

export function toSummary(record: ProductRecord): ProductSummary {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    coverUrl: record.images[0] ?? '',
    price: record.price,
    priceSale: record.priceSale,
    colors: record.colors,
    gender: record.gender,
    category: record.category,
    quantity: record.quantity,
    stock: stockState(record.quantity),
    published: record.published,
    newLabel: record.newLabel,
    saleLabel: record.saleLabel,
    totalRatings: averageRating(record.reviews),
    totalReviews: record.reviews.length,
    createdAt: record.createdAt,
  }
}

export function toProduct(record: ProductRecord): Product {
  return {
    ...toSummary(record),
    code: record.code,
    sku: record.sku,
    description: record.description,
    images: record.images,
    sizes: record.sizes,
    tags: record.tags,
    taxesIncluded: record.taxesIncluded,
    totalSold: record.totalSold,
    ratings: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: record.reviews.filter((review) => review.rating === stars).length,
    })),
    reviews: [...record.reviews].sort(newestFirst).map(toPublicReview),
  }
}
