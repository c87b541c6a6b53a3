/**
 * Products (spec §3 "Product", §7 /api/products and /api/products/product) and the calls added
 * around them (docs/api.md). Shared by the app and the mock API.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { queryInt, queryNumber, nameField } from './common'

export * from './product-constants'
import {
  bodyLimitFor,
  dataUrlMaxChars,
  idRef,
  MAX_QUERY_LIST_LENGTH,
  MAX_URL_LENGTH,
} from './limits'
import {
  GENDERS,
  CATEGORIES,
  STOCK_STATES,
  SHOP_SORTS,
  LIST_SORT_FIELDS,
} from './product-constants'

const hexColor = lazySchema(() => z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/, 'invalid_value')))

export const reviewSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    rating: z.number(),
    comment: z.string(),
    helpful: z.number(),
    isPurchased: z.boolean(),
    postedAt: z.string(),
  }),
)
export type Review = z.infer<typeof reviewSchema>

export const ratingBreakdownSchema = lazySchema(() =>
  z.array(z.object({ stars: z.number(), count: z.number() })),
)

/** A product as lists show it. */
export const productSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    coverUrl: z.string(),
    price: z.number(),
    priceSale: z.nullable(z.number()),
    colors: z.array(z.string()),
    gender: z.array(z.enum(GENDERS)),
    category: z.enum(CATEGORIES),
    quantity: z.number(),
    stock: z.enum(STOCK_STATES),
    published: z.boolean(),
    newLabel: z.boolean(),
    saleLabel: z.boolean(),
    totalRatings: z.number(),
    totalReviews: z.number(),
    createdAt: z.string(),
  }),
)
export type ProductSummary = z.infer<typeof productSummarySchema>

/** A product in full, as its page and editor use it. */
export const productSchema = lazySchema(() =>
  z.extend(productSummarySchema, {
    code: z.string(),
    sku: z.string(),
    description: z.string(),
    images: z.array(z.string()),
    sizes: z.array(z.string()),
    tags: z.array(z.string()),
    taxesIncluded: z.boolean(),
    totalSold: z.number(),
    ratings: ratingBreakdownSchema,
    reviews: z.array(reviewSchema),
  }),
)
export type Product = z.infer<typeof productSchema>

// --- reads ------------------------------------------------------------------------------------

/** Spec §7: GET /api/products. */
export const productsResponseSchema = lazySchema(() =>
  z.object({ products: z.array(productSummarySchema) }),
)
/** Spec §7: GET /api/products/product?name=. */
export const productResponseSchema = lazySchema(() => z.object({ product: productSchema }))

export const productSuggestionsResponseSchema = lazySchema(() =>
  z.object({
    results: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        coverUrl: z.string(),
        price: z.number(),
      }),
    ),
  }),
)

/** Query of GET /api/products/list (all optional; arrays as comma-separated values). */
export const productListQuerySchema = lazySchema(() =>
  z.object({
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'invalid_value'))),
    gender: z.optional(z.string().check(z.maxLength(MAX_QUERY_LIST_LENGTH, 'invalid_value'))),
    category: z.optional(z.enum(CATEGORIES, 'invalid_value')),
    colors: z.optional(z.string().check(z.maxLength(MAX_QUERY_LIST_LENGTH, 'invalid_value'))),
    priceMin: z.optional(queryNumber({ min: 0 })),
    priceMax: z.optional(queryNumber({ min: 0 })),
    rating: z.optional(queryNumber({ min: 0, max: 5 })),
    stock: z.optional(z.string().check(z.maxLength(MAX_QUERY_LIST_LENGTH, 'invalid_value'))),
    published: z.optional(z.enum(['true', 'false'], 'invalid_value')),
    sort: z.optional(z.enum([...SHOP_SORTS, ...LIST_SORT_FIELDS], 'invalid_value')),
    order: z.optional(z.enum(['asc', 'desc'], 'invalid_value')),
    page: z.optional(queryInt({ min: 1 })),
    size: z.optional(queryInt({ min: 1, max: 100 })),
  }),
)
export type ProductListQuery = z.infer<typeof productListQuerySchema>

export const productListResponseSchema = lazySchema(() =>
  z.object({
    rows: z.array(productSummarySchema),
    total: z.number(),
    page: z.number(),
    size: z.number(),
  }),
)

// --- writes -----------------------------------------------------------------------------------

/**
 * Images are data URLs from uploads or addresses of existing pictures. 1 MB each (a product
 * photo at shop size): at 3 MB, ten of them made 42 MB bodies, rewritten whole into the demo's
 * store on every save (docs/api.md, "Permissions" > limits).
 */
export const MAX_IMAGE_BYTES = 1024 * 1024
export const MAX_IMAGES = 10
const MAX_DESCRIPTION_LENGTH = 20_000
const imageField = lazySchema(() =>
  z.string().check(
    z.maxLength(dataUrlMaxChars(MAX_IMAGE_BYTES), 'image_too_large'),
    z.refine(
      (value) => value.startsWith('data:') || value.length <= MAX_URL_LENGTH,
      'image_invalid',
    ),
    z.refine(
      (value) =>
        /^(data:image\/(png|jpeg|webp|gif|svg\+xml);base64,|\/api\/|https?:\/\/)/.test(value),
      'image_invalid',
    ),
    z.refine(
      (value) => !value.startsWith('data:') || value.length * 0.75 <= MAX_IMAGE_BYTES,
      'image_too_large',
    ),
  ),
)

export const productInputSchema = lazySchema(() =>
  z
    .object({
      name: nameField,
      description: z.string().check(z.maxLength(MAX_DESCRIPTION_LENGTH, 'invalid_value')),
      images: z
        .array(imageField)
        .check(z.minLength(1, 'images_required'), z.maxLength(MAX_IMAGES, 'images_max')),
      code: z
        .string()
        .check(z.trim(), z.minLength(1, 'name_required'), z.maxLength(40, 'invalid_value')),
      sku: z
        .string()
        .check(z.trim(), z.minLength(1, 'name_required'), z.maxLength(40, 'invalid_value')),
      quantity: z
        .number('invalid_value')
        .check(
          z.int('invalid_value'),
          z.gte(0, 'invalid_value'),
          z.lte(1_000_000, 'invalid_value'),
        ),
      colors: z
        .array(hexColor)
        .check(z.minLength(1, 'colors_required'), z.maxLength(20, 'invalid_value')),
      sizes: z
        .array(
          z
            .string()
            .check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(20, 'invalid_value')),
        )
        .check(z.minLength(1, 'sizes_required'), z.maxLength(30, 'invalid_value')),
      gender: z
        .array(z.enum(GENDERS, 'invalid_value'))
        .check(z.minLength(1, 'gender_required'), z.maxLength(GENDERS.length, 'invalid_value')),
      category: z.enum(CATEGORIES, 'category_required'),
      tags: z
        .array(
          z
            .string()
            .check(z.trim(), z.minLength(1, 'invalid_value'), z.maxLength(30, 'invalid_value')),
        )
        .check(z.minLength(2, 'tags_min'), z.maxLength(20, 'invalid_value')),
      price: z
        .number('price_required')
        .check(z.positive('price_positive'), z.lte(1_000_000, 'invalid_value')),
      priceSale: z.nullable(
        z
          .number('invalid_value')
          .check(z.positive('price_positive'), z.lte(1_000_000, 'invalid_value')),
      ),
      taxesIncluded: z.boolean(),
      published: z.boolean(),
      newLabel: z.boolean(),
      saleLabel: z.boolean(),
    })
    .check(
      z.refine((p) => p.priceSale === null || p.priceSale < p.price, {
        message: 'sale_below_price',
        path: ['priceSale'],
      }),
    ),
)
export type ProductInput = z.infer<typeof productInputSchema>

/**
 * The body limit of a product write: ten pictures at their cap, and 256 KB for the rest (a
 * 20,000-character description escaped as `\uXXXX` is 120 KB at most).
 */
export const PRODUCT_BODY_MAX_BYTES = bodyLimitFor(MAX_IMAGES, MAX_IMAGE_BYTES, 256 * 1024)

export const newProductBodySchema = lazySchema(() => z.object({ product: productInputSchema }))
export const updateProductBodySchema = lazySchema(() =>
  z.object({
    productId: idRef(),
    product: productInputSchema,
  }),
)
export const deleteProductBodySchema = lazySchema(() => z.object({ productId: idRef() }))
export const deleteProductsBodySchema = lazySchema(() =>
  z.object({
    productIds: z
      .array(idRef())
      .check(z.minLength(1, 'invalid_value'), z.maxLength(1000, 'invalid_value')),
  }),
)

export const newReviewBodySchema = lazySchema(() =>
  z.object({
    productId: idRef(),
    review: z.object({
      rating: z
        .number('rating_required')
        .check(z.int('rating_required'), z.gte(1, 'rating_required'), z.lte(5, 'rating_required')),
      name: nameField,
      email: z
        .string()
        .check(
          z.trim(),
          z.maxLength(254, 'email_invalid'),
          z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'email_invalid'),
        ),
      comment: z
        .string('comment_required')
        .check(z.trim(), z.minLength(10, 'comment_too_short'), z.maxLength(2000, 'invalid_value')),
    }),
  }),
)
export const helpfulBodySchema = lazySchema(() =>
  z.object({
    productId: idRef(),
    reviewId: idRef(),
  }),
)
