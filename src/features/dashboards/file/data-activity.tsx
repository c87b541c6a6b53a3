import { SegmentedControl } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { periodOf } from '../period'
import { BarChart } from '../widgets/bar-chart'
import { bucketLabels } from '../widgets/bucket-labels'
import { ChartCard } from '../widgets/chart-card'
import { FILE_GROUPS } from './file-groups'
import { ACTIVITY_SPANS, DEFAULT_ACTIVITY_SPAN, SPAN_PRESETS } from './file-search'

const route = getRouteApi('/dashboard/file')

/** What the reader added to their drive, by group, over the last week, month or year. */
export function DataActivity() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const chart = useChartProps()
  const navigate = route.useNavigate()
  const span = route.useSearch().activity ?? DEFAULT_ACTIVITY_SPAN
  const today = new Date().toDateString()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `today` moves it on at midnight
  const period = useMemo(() => periodOf({ range: SPAN_PRESETS[span] }), [span, today])
  const query = useQuery(dashboardQueries.file.activity(period))
  const bytes = (value: number) => formatFileSize(value, format)

  const actions = (
    <SegmentedControl
      size="xs"
      value={span}
      onChange={(value) =>
        void navigate({
          search: (previous) => ({
            ...previous,
            activity: value === DEFAULT_ACTIVITY_SPAN ? undefined : value,
          }),
          replace: true,
        })
      }
      data={ACTIVITY_SPANS.map((value) => ({ value, label: t(`file.activity.spans.${value}`) }))}
      aria-label={t('file.activity.span')}
      data-testid="activity-span"
    />
  )

  return (
    <ChartCard
      title={t('file.activity.title')}
      query={query}
      height={300}
      actions={actions}
      isEmpty={(data) => data.items.every((item) => item.total === 0)}
      emptyText={t('file.activity.empty')}
      data-testid="widget-data-activity"
    >
      {(data) => {
        const labels = bucketLabels(format.locale, data.period.bucket, data.buckets)
        // The storage ring's colour for each group.
        const colors = chart.colors(FILE_GROUPS.length)
        const points = labels.map((label, index) => ({
          label,
          ...Object.fromEntries(data.items.map((item) => [item.group, item.series[index] ?? 0])),
        }))
        const total = data.items.reduce((sum, item) => sum + item.total, 0)
        const largest = [...data.items].sort((a, b) => b.total - a.total)[0]
        return {
          summary: t('file.activity.summary', {
            total: bytes(total),
            group: largest ? t(`file.groups.${largest.group}`) : '',
          }),
          table: {
            categoryLabel: t(`file.buckets.${data.period.bucket}`),
            seriesLabels: data.items.map((item) => t(`file.groups.${item.group}`)),
            rows: labels.map((label, index) => ({
              category: label,
              values: data.items.map((item) => bytes(item.series[index] ?? 0)),
            })),
          },
          chart: (
            <BarChart
              rows={points}
              dataKey="label"
              stacked
              maxBarWidth={24}
              height={300}
              format={{ value: bytes, tick: bytes }}
              bytes
              series={data.items.map((item) => ({
                name: item.group,
                label: t(`file.groups.${item.group}`),
                color: colors[FILE_GROUPS.indexOf(item.group)] as string,
              }))}
            />
          ),
        }
      }}
    </ChartCard>
  )
}
