/** Checkout data: two addresses per demo account, the discount codes and two years of orders. */
import type { Database, SeedContext } from '../../db/database'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { newAddress, type AddressRecord, type DiscountCodeRecord } from './records'
import { seedOrderHistory } from './seed-orders'

const DAY = 24 * 60 * 60 * 1000

type AddressSeed = Omit<AddressRecord, 'id' | 'createdAt'>

const ADDRESSES: AddressSeed[] = [
  {
    userId: DEMO_ADMIN_ID,
    name: 'Avery Quinn',
    phoneNumber: '+1 415 555 0134',
    street: '90210 Broadway Blvd',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94116',
    country: 'United States',
    addressType: 'home',
    primary: true,
  },
  {
    userId: DEMO_ADMIN_ID,
    name: 'Avery Quinn',
    phoneNumber: '+1 415 555 0188',
    street: '500 Howard St, Floor 4',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94105',
    country: 'United States',
    addressType: 'office',
    primary: false,
  },
  {
    userId: DEMO_USER_ID,
    name: 'Sam Rivera',
    phoneNumber: '+1 416 555 0172',
    street: '88 Queen St W, Apt 1203',
    city: 'Toronto',
    state: 'ON',
    zipCode: 'M5H 2N2',
    country: 'Canada',
    addressType: 'home',
    primary: true,
  },
  {
    userId: DEMO_USER_ID,
    name: 'Sam Rivera',
    phoneNumber: '+1 416 555 0119',
    street: '200 Bay St, Suite 2700',
    city: 'Toronto',
    state: 'ON',
    zipCode: 'M5J 2J1',
    country: 'Canada',
    addressType: 'office',
    primary: false,
  },
]

/** docs/api.md lists these codes; tests rely on their rules. */
export const DISCOUNT_CODES: Array<Omit<DiscountCodeRecord, 'id'>> = [
  { code: 'WELCOME10', kind: 'percent', value: 10, minSubtotal: 0 },
  { code: 'SAVE20', kind: 'amount', value: 20, minSubtotal: 100 },
  { code: 'VIP25', kind: 'percent', value: 25, minSubtotal: 200 },
]

export async function seedCheckout(db: Database, { random }: SeedContext) {
  const now = Date.now()
  for (const [index, address] of ADDRESSES.entries()) {
    await db.addresses.create(
      newAddress({
        ...address,
        id: `address-${random.uuid()}`,
        createdAt: new Date(now - (200 - index) * DAY).toISOString(),
      }),
    )
  }
  for (const discount of DISCOUNT_CODES)
    await db.discountCodes.create({ ...discount, id: `discount-${discount.code.toLowerCase()}` })
  await seedOrderHistory(db, random, now)
}
