/**
 * Records addressed by a name (products by slug, people by username) keep the addresses they had
 * before a rename, so old links still find them; the app then redirects to the current address.
 */

/** How many former addresses a record keeps (the oldest are forgotten first). */
export const MAX_FORMER_ADDRESSES = 20

/** The former addresses after a move from `from` to `to`: `from` added, `to` taken out. */
export function withFormer(former: readonly string[], from: string, to: string): string[] {
  if (from === to) return [...former]
  return [...former.filter((address) => address !== from && address !== to), from].slice(
    -MAX_FORMER_ADDRESSES,
  )
}

/** Of the records that once had `address`, the one that left it last. */
export function lastFormerOwner<T extends { formerAddresses: readonly string[] }>(
  records: readonly T[],
  address: string,
): T | undefined {
  return records
    .filter((r) => r.formerAddresses.includes(address))
    .sort((a, b) => b.formerAddresses.indexOf(address) - a.formerAddresses.indexOf(address))[0]
}
