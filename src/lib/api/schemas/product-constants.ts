/**
 * Product constants and helpers without zod: route search validation (first bundle) uses them,
 * the schemas in products.ts re-export them.
 */
import { nameKey, toSlug } from './slug'

export const GENDERS = ['men', 'women', 'kids'] as const
export const CATEGORIES = ['shoes', 'apparel', 'accessories'] as const
/** Shoe sizes (US). */
export const SHOE_SIZES = [
  '6',
  '7',
  '8',
  '8.5',
  '9',
  '9.5',
  '10',
  '10.5',
  '11',
  '11.5',
  '12',
  '13',
] as const
export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const
/** Stored as is; the app shows it translated ("One size", "Taille unique"…). */
export const ONE_SIZE = 'one-size'

/** The sizes that make sense for a category: no shoe sizes on a watch, no "6" on a T-shirt. */
export const SIZES_BY_CATEGORY = {
  shoes: SHOE_SIZES,
  apparel: APPAREL_SIZES,
  accessories: [ONE_SIZE],
} as const satisfies Record<(typeof CATEGORIES)[number], readonly string[]>
export const STOCK_STATES = ['in_stock', 'low_stock', 'out_of_stock'] as const
/** Spec: a sort setting exists for the product list (the shop's sort is persisted). */
export const SHOP_SORTS = ['featured', 'newest', 'priceDesc', 'priceAsc'] as const
export const LIST_SORT_FIELDS = ['name', 'createdAt', 'quantity', 'price', 'published'] as const

/** Stock at or below this is "low stock". */
export const LOW_STOCK_THRESHOLD = 10

export type Gender = (typeof GENDERS)[number]
export type Category = (typeof CATEGORIES)[number]
export type StockState = (typeof STOCK_STATES)[number]
export type ShopSort = (typeof SHOP_SORTS)[number]

/**
 * The address form of a product name: what `$name` in /dashboard/e-commerce/product/$name is
 * (`toSlug` in slug.ts; docs/api.md "Products").
 */
export const productSlug = toSlug

/** Names compared for uniqueness: the same name in another case or spacing is the same name. */
export const productNameKey = nameKey

export const stockState = (quantity: number): StockState =>
  quantity <= 0 ? 'out_of_stock' : quantity <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock'

/** The colours products come in (named for the filters); the mock seed and pictures use them. */
export const PRODUCT_COLORS = [
  { key: 'green', hex: '#00A76F' },
  { key: 'black', hex: '#1C252E' },
  { key: 'white', hex: '#FFFFFF' },
  { key: 'pink', hex: '#FF8FAB' },
  { key: 'red', hex: '#FF5630' },
  { key: 'blue', hex: '#1877F2' },
  { key: 'lime', hex: '#94D82D' },
  { key: 'yellow', hex: '#FFAB00' },
  { key: 'brown', hex: '#7A4100' },
  { key: 'violet', hex: '#8E33FF' },
  { key: 'cyan', hex: '#00B8D9' },
  { key: 'grey', hex: '#C4CDD5' },
] as const
export type ProductColorKey = (typeof PRODUCT_COLORS)[number]['key']
