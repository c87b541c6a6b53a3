/**
 * Words of a plan's feature ("25 projects", "Unlimited team members", "50 GB of storage"), from
 * the catalogue's data; the sizes go through the shared formatters, so digits and units follow
 * the language.
 */
import type { TFunction } from 'i18next'
import type { PlanFeature } from '@/lib/api/schemas/billing'
import type { Formatters } from '@/lib/i18n/format'

export function featureText(
  feature: PlanFeature,
  t: TFunction<'marketing'>,
  format: Formatters,
): string {
  const { id, limit } = feature
  switch (id) {
    case 'projects':
    case 'members':
      return limit === null
        ? t(id === 'projects' ? 'features.projectsUnlimited' : 'features.membersUnlimited')
        : t(`features.${id}`, { count: limit })
    case 'storage':
      return t('features.storage', { size: storageSize(limit ?? 0, format) })
    default:
      return t(`features.${id}`)
  }
}

/** "50 GB" in the language's own way of writing it. */
export const storageSize = (gigabytes: number, format: Formatters) =>
  format.numberFormat({ style: 'unit', unit: 'gigabyte', unitDisplay: 'short' }).format(gigabytes)

/** A price in cents, in the language's currency format (US dollars everywhere). */
export const money = (cents: number, format: Formatters) => format.currency(cents / 100)
