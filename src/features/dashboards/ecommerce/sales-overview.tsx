import { Group, Progress, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './ecommerce.module.css'

/** The period's sales by category, each with its share of the goods sold. */
export function SalesOverview() {
  const { t } = useTranslation(['dashboards', 'ecommerce'])
  const format = useFormatters()
  const colors = useChartProps().colors(3)
  const query = useQuery(dashboardQueries.ecommerce.salesOverview(usePeriod()))
  return (
    <WidgetCard
      title={t('ecommerce.overview.title')}
      subheader={
        query.data &&
        t('ecommerce.overview.subheader', {
          total: format.currency(fromCents(query.data.total)),
        })
      }
      data-testid="sales-overview"
    >
      <WidgetBody query={query} height={180} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <Stack gap="xl" component="ul" className={classes.list} pt="xs">
            {answer.items.map((item, index) => {
              const name = t(`ecommerce:category.${item.category}`)
              return (
                <Stack key={item.category} component="li" gap={8}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="sm">
                      <Text span fw={600} inherit>
                        {format.currency(fromCents(item.amount))}
                      </Text>{' '}
                      <Text span c="dimmed" inherit>
                        ({format.percent(item.share)})
                      </Text>
                    </Text>
                  </Group>
                  <Progress
                    value={item.share * 100}
                    color={colors[index]}
                    size="md"
                    radius="xl"
                    // The line above says the amount and the share in words.
                    aria-hidden
                  />
                </Stack>
              )
            })}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
