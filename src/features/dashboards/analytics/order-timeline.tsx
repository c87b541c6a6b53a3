import { Text, Timeline } from '@mantine/core'
import { IconCheck, IconCreditCard, IconPackage, IconTruckDelivery } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ORDER_STEPS } from '@/lib/api/schemas/analytics'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'

const TIMELINE_COUNT = 5

type Step = (typeof ORDER_STEPS)[number]

/** Each step's bullet: how far an order has gone, at a glance (the text says it too). */
const STEP_LOOKS: Record<Step, { color: string; Icon: typeof IconCheck }> = {
  placed: { color: 'orange', Icon: IconPackage },
  paid: { color: 'primary', Icon: IconCreditCard },
  shipped: { color: 'cyan', Icon: IconTruckDelivery },
  delivered: { color: 'green', Icon: IconCheck },
}

/** The period's newest orders and the last step each has reached (derived: docs/api.md). */
export function OrderTimeline() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.analytics.orderTimeline(TIMELINE_COUNT, usePeriod()))
  return (
    <WidgetCard title={t('analytics.timeline.title')} data-testid="widget-order-timeline">
      <WidgetBody
        query={query}
        height={TIMELINE_COUNT * 76}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <Timeline active={data.items.length} bulletSize={28} lineWidth={2}>
            {data.items.map((order) => {
              const { color, Icon } = STEP_LOOKS[order.status]
              const reached = order.steps.filter((step) => step.done).at(-1)
              return (
                <Timeline.Item
                  key={order.id}
                  color={color}
                  bullet={<Icon size={16} aria-hidden />}
                  title={
                    <Text size="sm" fw={600}>
                      {t('analytics.timeline.order', {
                        number: order.number,
                        total: format.currency(fromCents(order.total)),
                      })}
                    </Text>
                  }
                  data-testid="timeline-item"
                >
                  <Text size="sm" c="dimmed">
                    <bdi>{order.customer}</bdi> · {t(`analytics.timeline.steps.${order.status}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.dateTime(reached?.at ?? order.createdAt)}
                  </Text>
                </Timeline.Item>
              )
            })}
          </Timeline>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
