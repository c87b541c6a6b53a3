import { Card, Group, RingProgress, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { formatFileSize } from '@/lib/file-size'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { useFormatters } from '@/lib/i18n/format'
import { usePeriod } from '../use-period'
import classes from '../widgets/widgets.module.css'
import { appWidgetQueries } from './widget-queries'

interface RadialProps {
  title: string
  /** 0..1 */
  ratio: number
  detail: string
  color: string
  'data-testid': string
}

function Radial({ title, ratio, detail, color, ...rest }: RadialProps) {
  const format = useFormatters()
  const percent = format.percent(ratio)
  return (
    <Card padding="lg" radius="lg" className={classes.card} data-testid={rest['data-testid']}>
      <Group wrap="nowrap" gap="lg">
        <RingProgress
          size={96}
          thickness={10}
          roundCaps
          sections={[{ value: Math.min(100, ratio * 100), color }]}
          label={
            <Text ta="center" fw={700} size="sm">
              {percent}
            </Text>
          }
          aria-hidden
        />
        <Stack gap={4} miw={0}>
          <Title order={2} size="h5">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </Stack>
      </Group>
    </Card>
  )
}

/** The share of the period's invoices already paid (the donut's figures, the same query). */
export function PaidShare() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(appWidgetQueries.invoicesByStatus(usePeriod()))
  if (query.isError) return <QueryError query={query} />
  if (!query.data) return <Skeleton height={136} radius="lg" data-testid="widget-skeleton" />
  const issued = query.data.items.filter((item) => item.status !== 'draft')
  const total = issued.reduce((sum, item) => sum + item.amount, 0)
  const paid = issued.find((item) => item.status === 'paid')?.amount ?? 0
  return (
    <Radial
      title={t('app.radial.paid')}
      ratio={total ? paid / total : 0}
      detail={t('app.radial.paidDetail', {
        paid: format.currency(fromCents(paid)),
        total: format.currency(fromCents(total)),
      })}
      color="green"
      data-testid="radial-paid"
    />
  )
}

/** How much of the signed-in person's drive is used. */
export function StorageShare() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(appWidgetQueries.storage())
  if (query.isError) return <QueryError query={query} />
  if (!query.data) return <Skeleton height={136} radius="lg" data-testid="widget-skeleton" />
  const { used, quota } = query.data
  return (
    <Radial
      title={t('app.radial.storage')}
      ratio={quota ? used / quota : 0}
      detail={t('app.radial.storageDetail', {
        used: formatFileSize(used, format),
        quota: formatFileSize(quota, format),
      })}
      color="primary"
      data-testid="radial-storage"
    />
  )
}
