/** The product table's TanStack Table setup: only the features it uses, typed meta. */
import {
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'
import type { ProductSummary } from '@/lib/api/schemas/products'

export type ProductColumnTitle =
  'product' | 'createdAt' | 'stock' | 'price' | 'published' | 'actions'

export interface ProductTableMeta {
  /** Opens the delete confirmation for one product (the row menu's last item). */
  onDelete: (product: ProductSummary) => void
  /** Smaller pictures in dense rows. */
  dense: boolean
}

export interface ProductColumnMeta {
  /** The column's heading (a key under list.columns). */
  title?: ProductColumnTitle
  /** For screen readers only: the cells say it well enough on screen. */
  hideTitle?: boolean
  align?: 'end'
  /** Keeps checkbox and menu columns narrow. */
  width?: number
}

// Sorting and paging are the server's (manual); the table holds selection and sort state only.
export const productTableFeatures = tableFeatures({
  rowSelectionFeature,
  rowSortingFeature,
  tableMeta: metaHelper<ProductTableMeta>(),
  columnMeta: metaHelper<ProductColumnMeta>(),
})
export type ProductTableFeatures = typeof productTableFeatures
export type ProductRow = ProductSummary
