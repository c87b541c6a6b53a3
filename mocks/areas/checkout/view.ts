/** What the API sends for stored addresses, and their order in the address book. */
import type { Address } from '@/lib/api/schemas/checkout'
import type { AddressRecord } from './records'

/** "88 Queen St W, Toronto, ON M5H 2N2, Canada": the parts that are filled in, in postal order. */
export function fullAddress(
  parts: Pick<AddressRecord, 'street' | 'city' | 'state' | 'zipCode' | 'country'>,
) {
  const region = [parts.state, parts.zipCode].filter(Boolean).join(' ')
  return [parts.street, parts.city, region, parts.country].filter(Boolean).join(', ')
}

export const toAddress = (record: AddressRecord): Address => ({
  id: record.id,
  name: record.name,
  phoneNumber: record.phoneNumber,
  fullAddress: fullAddress(record),
  addressType: record.addressType,
  primary: record.primary,
})

/** Primary first, then the newest. */
export const addressOrder = (a: AddressRecord, b: AddressRecord) =>
  Number(b.primary) - Number(a.primary) || b.createdAt.localeCompare(a.createdAt)
