/**
 * The editor's values and their mapping to the API's ProductInput. Mantine inputs hold '' for an
 * empty number and null for no choice; the schema (the contract) decides what that means.
 */
import { GENDERS, type Category, type Gender } from '@/lib/api/schemas/product-constants'
import type { Product } from '@/lib/api/schemas/products'

export interface ProductFormValues {
  name: string
  description: string
  images: string[]
  code: string
  sku: string
  quantity: number | string
  colors: string[]
  sizes: string[]
  gender: Gender[]
  category: Category | null
  tags: string[]
  price: number | string
  priceSale: number | string
  taxesIncluded: boolean
  published: boolean
  newLabel: boolean
  saleLabel: boolean
}

/** Every field of the form, for server errors (the submit hook keeps only these). */
export const PRODUCT_FIELDS = [
  'name',
  'description',
  'images',
  'code',
  'sku',
  'quantity',
  'colors',
  'sizes',
  'gender',
  'category',
  'tags',
  'price',
  'priceSale',
  'taxesIncluded',
  'published',
  'newLabel',
  'saleLabel',
] as const satisfies ReadonlyArray<keyof ProductFormValues>

export const emptyProductValues = (): ProductFormValues => ({
  name: '',
  description: '',
  images: [],
  code: '',
  sku: '',
  quantity: 0,
  colors: [],
  sizes: [],
  gender: [],
  category: null,
  tags: [],
  price: '',
  priceSale: '',
  taxesIncluded: true,
  published: true,
  newLabel: false,
  saleLabel: false,
})

export const productToFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  images: product.images,
  code: product.code,
  sku: product.sku,
  quantity: product.quantity,
  colors: product.colors,
  sizes: product.sizes,
  gender: product.gender,
  category: product.category,
  tags: product.tags,
  price: product.price,
  priceSale: product.priceSale ?? '',
  taxesIncluded: product.taxesIncluded,
  published: product.published,
  newLabel: product.newLabel,
  saleLabel: product.saleLabel,
})

const toNumber = (value: number | string): number | undefined =>
  value === '' ? undefined : Number(value)

/** The values as the API's ProductInput would have them; the schema validates the result. */
export function formValuesToInput(values: ProductFormValues) {
  return {
    ...values,
    quantity: toNumber(values.quantity),
    category: values.category ?? undefined,
    gender: values.gender.filter((g) => (GENDERS as readonly string[]).includes(g)),
    price: toNumber(values.price),
    // An empty sale price means "not on sale".
    priceSale: toNumber(values.priceSale) ?? null,
  }
}

/** The message of a field or of any of its items ('images.2', 'tags.0'). */
export function fieldError(errors: Record<string, unknown>, field: string): string | undefined {
  const own = errors[field]
  if (typeof own === 'string') return own
  const item = Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1]
  return typeof item === 'string' ? item : undefined
}
