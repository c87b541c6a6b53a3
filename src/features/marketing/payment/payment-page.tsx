import { Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import type { BillingResponse } from '@/lib/api/schemas/account'
import { plansQueryOptions } from '@/lib/billing/queries'
import { useAuth } from '@/lib/session/use-auth'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { DEFAULT_PERIOD, DEFAULT_PLAN, paymentChoice } from '../search'
import { useCurrentSubscription } from '../use-current-plan'
import { PaymentForm } from './payment-form'
import { PaymentSuccess } from './payment-success'
import { PlanSummary } from './plan-summary'
import { SignInPrompt } from './sign-in-prompt'
import classes from './payment.module.css'

const route = getRouteApi('/_public/payment')

/**
 * /payment?plan=&period=: the plan summary (switchable, kept in the address), then who pays and
 * how; a visitor is asked to sign in first. Once stored, the success screen takes the page.
 */
export function PaymentPage() {
  const { t } = useTranslation('marketing')
  const { plan: planId, period } = paymentChoice(route.useSearch())
  const navigate = route.useNavigate()
  const plans = useQuery(plansQueryOptions())
  const { isAuthenticated } = useAuth()
  const user = useCurrentUser()
  const current = useCurrentSubscription()
  const [done, setDone] = useState<BillingResponse | null>(null)

  if (done) return <PaymentSuccess billing={done} />
  if (plans.isError) return <QueryError query={plans} />
  const plan = plans.data?.find((item) => item.id === planId)
  const free = plan?.monthly === 0
  const owned =
    current !== undefined && current.planId === planId && (free || current.period === period)

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1}>{t('payment.title')}</Title>
        <Text c="dimmed">{t('payment.subtitle')}</Text>
      </Stack>
      <div className={classes.layout}>
        <div className={classes.aside}>
          {plans.data && plan ? (
            <PlanSummary
              plans={plans.data}
              plan={plan}
              period={period}
              onChange={(change) =>
                void navigate({
                  search: (prev) => {
                    const next = { ...prev, ...change }
                    return {
                      plan: next.plan === DEFAULT_PLAN ? undefined : next.plan,
                      period: next.period === DEFAULT_PERIOD ? undefined : next.period,
                    }
                  },
                  replace: true,
                })
              }
            />
          ) : (
            <Skeleton height={420} radius="lg" />
          )}
        </div>
        <div className={classes.content}>
          {!isAuthenticated ? (
            <SignInPrompt />
          ) : plan && user ? (
            <PaymentForm plan={plan} period={period} owned={owned} onDone={setDone} />
          ) : (
            <Skeleton height={560} radius="lg" />
          )}
        </div>
      </div>
    </Stack>
  )
}
