import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { ChartCard } from '../widgets/chart-card'
import { RadarChart } from '../widgets/radar-chart'

/** The radar's side (px); its legend comes under it, within the card's 320 px. */
const RADAR_SIZE = 280

/**
 * What the team worked on: the board's most used labels, and how many cards of each priority were
 * opened with them in the period (docs/decisions/dashboards.md, "Current subject").
 */
export function CurrentSubject() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.analytics.currentSubject(usePeriod()))
  return (
    <ChartCard
      title={t('analytics.currentSubject.title')}
      query={query}
      height={320}
      isEmpty={(data) => data.series.every((line) => line.values.every((value) => value === 0))}
      emptyText={t('analytics.currentSubject.empty')}
      data-testid="widget-current-subject"
    >
      {(data) => {
        const totals = data.subjects.map((subject, index) => ({
          subject,
          count: data.series.reduce((sum, line) => sum + (line.values[index] ?? 0), 0),
        }))
        const top = [...totals].sort((a, b) => b.count - a.count)[0]
        return {
          summary: t('analytics.currentSubject.summary', {
            subject: top?.subject ?? '',
            cards: format.number(top?.count ?? 0),
          }),
          table: {
            categoryLabel: t('analytics.currentSubject.label'),
            seriesLabels: data.series.map((line) => t(`analytics.priorities.${line.priority}`)),
            rows: data.subjects.map((subject, index) => ({
              category: subject,
              values: data.series.map((line) => format.number(line.values[index] ?? 0)),
            })),
          },
          chart: (
            <RadarChart
              axes={data.subjects}
              series={data.series.map((line) => ({
                name: line.priority,
                label: t(`analytics.priorities.${line.priority}`),
                values: line.values,
              }))}
              size={RADAR_SIZE}
            />
          ),
        }
      }}
    </ChartCard>
  )
}
