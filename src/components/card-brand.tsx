import { IconBrandMastercard, IconBrandVisa, IconCreditCard } from '@tabler/icons-react'
import type { PaymentMethod } from '@/lib/api/schemas/account'

const ICONS = {
  visa: IconBrandVisa,
  mastercard: IconBrandMastercard,
  // No American Express mark in the icon set: the generic card reads better than a wrong logo.
  amex: IconCreditCard,
  other: IconCreditCard,
} as const

/** Card networks' names are trademarks, written the same in every language; 'other' is not. */
export const CARD_BRAND_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
} as const

/** The card network's mark, decorative: the brand's name is said next to it. */
export function CardBrandIcon({ brand }: { brand: PaymentMethod['brand'] }) {
  const Icon = ICONS[brand]
  return <Icon size={28} stroke={1.5} aria-hidden />
}
