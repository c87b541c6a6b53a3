/** Money rules shared by the areas that price things (products, checkout). */

/** Dollar amounts are kept in cents precision: 0.1 + 0.2 must still print as 0.30. */
export const roundCents = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100

/** What a customer pays for one item. */
export const effectivePrice = (product: { price: number; priceSale: number | null }) =>
  product.priceSale ?? product.price
