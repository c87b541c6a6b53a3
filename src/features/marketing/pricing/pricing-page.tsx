import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { plansQueryOptions } from '@/lib/billing/queries'
import { savingPercentOf } from '@/lib/billing/plans'
import { PageHero } from '@/components/page-hero'
import { DEFAULT_PERIOD } from '../search'
import { useCurrentSubscription } from '../use-current-plan'
import { ComparisonTable } from './comparison-table'
import { FaqTeaser } from './faq-teaser'
import { PeriodSwitch } from './period-switch'
import { PlanCard } from './plan-card'
import classes from './pricing.module.css'

const route = getRouteApi('/_public/pricing')

/** Three plans, monthly or yearly (in the address), a comparison and the common questions. */
export function PricingPage() {
  const { t } = useTranslation('marketing')
  const period = route.useSearch({ select: (search) => search.period ?? DEFAULT_PERIOD })
  const navigate = route.useNavigate()
  const plans = useQuery(plansQueryOptions())
  const current = useCurrentSubscription()
  const bestSaving = Math.max(0, ...(plans.data ?? []).map(savingPercentOf))

  return (
    <Stack gap={64}>
      <PageHero
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        subtitle={t('pricing.subtitle')}
      >
        <Group mt="sm">
          <PeriodSwitch
            value={period}
            savingPercent={bestSaving}
            onChange={(next) =>
              void navigate({
                search: (prev) => ({ ...prev, period: next === DEFAULT_PERIOD ? undefined : next }),
                replace: true,
              })
            }
          />
        </Group>
      </PageHero>

      {plans.isError ? (
        <QueryError query={plans} />
      ) : !plans.data ? (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={560} radius="lg" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" className={classes.plans}>
            {plans.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} period={period} current={current} />
            ))}
          </SimpleGrid>
          <ComparisonTable plans={plans.data} />
        </>
      )}
      <FaqTeaser />
    </Stack>
  )
}
