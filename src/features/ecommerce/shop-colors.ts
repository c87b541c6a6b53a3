import { PRODUCT_COLORS } from '@/lib/api/schemas/product-constants'

/** The colours the shop filters by: the ones products come in. */
export const SHOP_COLORS = PRODUCT_COLORS
