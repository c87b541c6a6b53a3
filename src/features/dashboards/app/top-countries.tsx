import { Group, Progress, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { countryFlag } from '@/lib/countries'
import { useFormatters } from '@/lib/i18n/format'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import { appWidgetQueries, WIDGET_ROWS } from './widget-queries'
import classes from './app-lists.module.css'

/** Where the directory's active people live: the five countries with the most. */
export function TopCountries() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(appWidgetQueries.topCountries())
  return (
    <WidgetCard
      title={t('app.countries.title')}
      subheader={
        query.data &&
        t('app.countries.subheader', {
          count: query.data.total,
          total: format.number(query.data.total),
        })
      }
      data-testid="top-countries"
    >
      <WidgetBody
        query={query}
        height={WIDGET_ROWS.topCountries * 48}
        isEmpty={(answer) => answer.items.length === 0}
      >
        {(answer) => (
          <Stack gap="md" component="ol" className={classes.list}>
            {answer.items.map((item) => {
              // Bars against the first country's, so the ranking reads at a glance.
              const top = answer.items[0]?.users ?? 0
              const share = top ? item.users / top : 0
              return (
                <Stack key={item.country} component="li" gap={6}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="xs" wrap="nowrap" miw={0}>
                      <span aria-hidden>{countryFlag(item.country)}</span>
                      <Text size="sm" fw={600} truncate>
                        {format.country(item.country)}
                      </Text>
                    </Group>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t('app.countries.people', {
                        count: item.users,
                        formatted: format.number(item.users),
                      })}
                    </Text>
                  </Group>
                  <Progress value={share * 100} size="sm" aria-hidden />
                </Stack>
              )
            })}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
