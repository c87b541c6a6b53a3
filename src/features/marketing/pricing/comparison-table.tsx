import { Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconMinus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Plan, PlanFeature } from '@/lib/api/schemas/billing'
import { useFormatters, type Formatters } from '@/lib/i18n/format'
import { storageSize } from '../plan-text'
import classes from './pricing.module.css'

function Cell({ feature, format }: { feature: PlanFeature | undefined; format: Formatters }) {
  const { t } = useTranslation('marketing')
  if (!feature?.included)
    return (
      <>
        <IconMinus size={18} className={classes.cross} aria-hidden />
        <VisuallyHidden>{t('pricing.notIncluded')}</VisuallyHidden>
      </>
    )
  if (feature.id === 'storage' && feature.limit !== null)
    return <Text size="sm">{storageSize(feature.limit, format)}</Text>
  if (feature.id === 'projects' || feature.id === 'members')
    return (
      <Text size="sm">
        {feature.limit === null ? t('pricing.unlimited') : format.number(feature.limit)}
      </Text>
    )
  return (
    <>
      <IconCheck size={18} className={classes.check} aria-hidden />
      <VisuallyHidden>{t('pricing.included')}</VisuallyHidden>
    </>
  )
}

/** Every feature down the side, every plan across: what the cards say, lined up. */
export function ComparisonTable({ plans }: { plans: Plan[] }) {
  const { t } = useTranslation('marketing')
  const format = useFormatters()
  const features = plans[0]?.features.map((feature) => feature.id) ?? []
  return (
    <section aria-labelledby="compare-title" className={classes.section}>
      <Title order={2} id="compare-title" ta="center">
        {t('pricing.compare.title')}
      </Title>
      <Text c="dimmed" ta="center" mt={4} mb="xl">
        {t('pricing.compare.subtitle')}
      </Text>
      <Table.ScrollContainer minWidth={560} className={classes.tableWrap}>
        <Table verticalSpacing="md" horizontalSpacing="lg" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('pricing.compare.feature')}</Table.Th>
              {plans.map((plan) => (
                <Table.Th
                  key={plan.id}
                  scope="col"
                  ta="center"
                  data-recommended={plan.recommended || undefined}
                >
                  {t(`plans.${plan.id}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {features.map((id) => (
              <Table.Tr key={id}>
                <Table.Th scope="row" fw={500}>
                  {t(`featureNames.${id}`)}
                </Table.Th>
                {plans.map((plan) => (
                  <Table.Td
                    key={plan.id}
                    ta="center"
                    data-recommended={plan.recommended || undefined}
                  >
                    <Cell feature={plan.features.find((f) => f.id === id)} format={format} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  )
}
