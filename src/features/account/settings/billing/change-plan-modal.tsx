import { Badge, Button, Group, Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import {
  BILLING_PERIODS,
  PLAN_IDS,
  type BillingPeriod,
  type BillingResponse,
  type PlanId,
} from '@/lib/api/schemas/account'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { useChangePlan } from '../../api/settings-mutations'
import { planPrice, yearlySaving, yearlySavingPercent } from '@/lib/billing/plans'

interface ChangePlanModalProps {
  opened: boolean
  onClose: () => void
  subscription: BillingResponse['subscription']
}

/** Choose a plan and how often to pay; the server refuses a paid plan without a card. */
export function ChangePlanModal({ opened, onClose, subscription }: ChangePlanModalProps) {
  const { t } = useTranslation('account')
  const { t: tCommon } = useTranslation()
  const format = useFormatters()
  const changePlan = useChangePlan()
  const [planId, setPlanId] = useState<PlanId>(subscription.planId)
  const [period, setPeriod] = useState<BillingPeriod>(subscription.period)
  const money = (minor: number) => format.currency(minor / 100)

  const close = () => {
    changePlan.reset()
    setPlanId(subscription.planId)
    setPeriod(subscription.period)
    onClose()
  }
  const save = () =>
    changePlan.mutate(
      { planId, period },
      {
        onSuccess: () => {
          notify(
            t('settings.billing.plan.changed', { plan: t(`settings.billing.plans.${planId}`) }),
          )
          close()
        },
      },
    )

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('settings.billing.plan.modalTitle')}
      size="md"
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={period}
          onChange={(value) => setPeriod(value)}
          aria-label={t('settings.billing.plan.periodLabel')}
          data={BILLING_PERIODS.map((value) => ({
            value,
            label: t(`settings.billing.period.${value}`),
          }))}
        />
        <Radio.Group
          value={planId}
          onChange={(value) => setPlanId(value)}
          label={t('settings.billing.plan.choose')}
        >
          <Stack gap="sm" mt="xs">
            {PLAN_IDS.map((id) => {
              const price = planPrice(id, period)
              return (
                <Radio.Card key={id} value={id} p="md" radius="md">
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <Stack gap={2} style={{ flex: 1 }}>
                      <Group justify="space-between" gap="xs">
                        <Text fw={600}>{t(`settings.billing.plans.${id}`)}</Text>
                        <Text fw={600}>
                          {price > 0
                            ? t(`settings.billing.plan.price.${period}`, { price: money(price) })
                            : t('settings.billing.plan.free')}
                        </Text>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t(`settings.billing.plans.${id}Hint`)}
                      </Text>
                      {period === 'yearly' && yearlySaving(id) > 0 && (
                        <Badge variant="light" color="green" mt={4}>
                          {t('settings.billing.plan.saving', {
                            amount: money(yearlySaving(id)),
                            percent: yearlySavingPercent(id),
                          })}
                        </Badge>
                      )}
                    </Stack>
                  </Group>
                </Radio.Card>
              )
            })}
          </Stack>
        </Radio.Group>
        <FormErrorAlert>{changePlan.error?.message ?? null}</FormErrorAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {tCommon('actions.cancel')}
          </Button>
          <Button variant="inverse" loading={changePlan.isPending} onClick={save}>
            {t('settings.billing.plan.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
