/** Dollar amounts are kept in cents precision: 0.1 + 0.2 must still print as 0.30. */
export const roundCents = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100
