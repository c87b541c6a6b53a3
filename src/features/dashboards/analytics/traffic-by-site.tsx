import { SimpleGrid, Text } from '@mantine/core'
import {
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandLinkedin,
  IconBrandX,
  type Icon,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TrafficSite } from '@/lib/api/schemas/analytics-constants'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './analytics.module.css'

/** Brand names: the same in every language, so not translated. */
const SITES: Record<TrafficSite, { name: string; Icon: Icon; color: string }> = {
  google: { name: 'Google', Icon: IconBrandGoogle, color: 'var(--mantine-color-red-6)' },
  facebook: { name: 'Facebook', Icon: IconBrandFacebook, color: 'var(--mantine-color-blue-6)' },
  linkedin: { name: 'LinkedIn', Icon: IconBrandLinkedin, color: 'var(--mantine-color-indigo-6)' },
  twitter: { name: 'X (Twitter)', Icon: IconBrandX, color: 'var(--mantine-color-text)' },
}

/** The visits the named sites and networks sent in the period. */
export function TrafficBySite() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.analytics.trafficBySite(usePeriod()))
  return (
    <WidgetCard
      title={t('analytics.traffic.title')}
      subheader={
        query.data
          ? t('analytics.traffic.subheader', { total: format.number(query.data.total) })
          : undefined
      }
      data-testid="widget-traffic-by-site"
    >
      <WidgetBody query={query} height={232} isEmpty={(data) => data.total === 0}>
        {(data) => (
          <SimpleGrid cols={2} spacing="md" component="ul" className={classes.plainList}>
            {data.sites.map(({ site, visits }) => {
              const { name, Icon, color } = SITES[site]
              return (
                <li key={site} className={classes.siteTile} data-testid={`site-${site}`}>
                  <Icon size={32} color={color} stroke={1.6} aria-hidden />
                  <Text fw={700} size="lg" mt={6}>
                    {format.number(visits)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {name}
                  </Text>
                </li>
              )
            })}
          </SimpleGrid>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
