import {
  Alert,
  Button,
  Card,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  IconBrandPaypal,
  IconCreditCard,
  IconInfoCircle,
  IconShieldCheck,
} from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CountrySelect } from '@/components/country-select'
import { FormErrorAlert } from '@/components/form-error-alert'
import type { BillingPeriod, BillingResponse } from '@/lib/api/schemas/account'
import { subscribeBodySchema, type Plan, type SubscribeBody } from '@/lib/api/schemas/billing'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { useFormatters } from '@/lib/i18n/format'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { useSubscribe } from '../api/mutations'
import { money } from '../plan-text'
import { CardFields } from './card-fields'
import {
  initialPaymentValues,
  PAYMENT_FIELDS,
  toSubscribeBody,
  type PaymentFormValues,
} from './payment-values'
import classes from './payment.module.css'

const METHOD_ICONS = { card: IconCreditCard, paypal: IconBrandPaypal } as const

interface PaymentFormProps {
  plan: Plan
  period: BillingPeriod
  /** The plan and period are the account's already: nothing to buy. */
  owned: boolean
  onDone: (billing: BillingResponse) => void
}

/** Who pays and how, checked as the server checks it, then the subscription is stored. */
export function PaymentForm({ plan, period, owned, onDone }: PaymentFormProps) {
  const { t } = useTranslation('marketing')
  const { t: tCommon } = useTranslation()
  const format = useFormatters()
  const user = useCurrentUser()
  const subscribe = useSubscribe()
  const free = plan.monthly === 0
  // The plan (in the summary) and the language can change while the form is open: the checks
  // read the latest ones.
  const latest = useRef({ planId: plan.id, period, free, tCommon })
  useEffect(() => {
    latest.current = { planId: plan.id, period, free, tCommon }
  })
  const toBody = (values: PaymentFormValues) => {
    const { planId, period: chosen, free: isFree } = latest.current
    return toSubscribeBody(values, planId, chosen, isFree)
  }
  const form = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: initialPaymentValues(user),
    validate: (values) =>
      zodValidator<SubscribeBody>(subscribeBodySchema, latest.current.tCommon)(toBody(values)),
    validateInputOnBlur: true,
  })
  const { submit, formError } = useFormSubmit(form, PAYMENT_FIELDS, async (values) => {
    onDone(await subscribe.mutateAsync(toBody(values)))
  })
  const method = form.getValues().payment.method

  return (
    <form onSubmit={submit} noValidate data-testid="payment-form">
      <Stack gap="lg">
        <FormErrorAlert>{formError}</FormErrorAlert>
        {owned && (
          <Alert
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            data-testid="already-current"
          >
            {t('payment.current')}
          </Alert>
        )}
        <Card padding="xl">
          <Title order={2} size="h4" mb="md">
            {t('payment.details.title')}
          </Title>
          <Stack gap="sm">
            <TextInput
              label={t('payment.details.name')}
              required
              autoComplete="name"
              {...form.getInputProps('billing.name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('payment.details.email')}
                required
                type="email"
                autoComplete="email"
                dir="ltr"
                {...form.getInputProps('billing.email')}
              />
              <TextInput
                label={t('payment.details.phone')}
                required
                type="tel"
                autoComplete="tel"
                dir="ltr"
                {...form.getInputProps('billing.phoneNumber')}
              />
            </SimpleGrid>
            <TextInput
              label={t('payment.details.street')}
              required
              autoComplete="street-address"
              {...form.getInputProps('billing.street')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('payment.details.city')}
                required
                autoComplete="address-level2"
                {...form.getInputProps('billing.city')}
              />
              <TextInput
                label={t('payment.details.zipCode')}
                required
                autoComplete="postal-code"
                {...form.getInputProps('billing.zipCode')}
              />
              <CountrySelect
                label={t('payment.details.country')}
                required
                {...form.getInputProps('billing.country')}
                onChange={(value) => form.setFieldValue('billing.country', value ?? '')}
              />
            </SimpleGrid>
          </Stack>
        </Card>

        {!free && (
          <Card padding="xl">
            <Title order={2} size="h4" mb="md">
              {t('payment.method.title')}
            </Title>
            <Radio.Group
              value={method}
              onChange={(value) =>
                form.setFieldValue('payment.method', value === 'paypal' ? 'paypal' : 'card')
              }
              aria-label={t('payment.method.title')}
              error={form.errors.payment}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {(['card', 'paypal'] as const).map((choice) => {
                  const Icon = METHOD_ICONS[choice]
                  return (
                    <Radio.Card
                      key={choice}
                      value={choice}
                      className={classes.option}
                      data-testid={`method-${choice}`}
                    >
                      <Group wrap="nowrap" gap="sm">
                        <Radio.Indicator />
                        <Icon size={24} stroke={1.5} aria-hidden />
                        <div>
                          <Text fw={600} size="sm">
                            {t(`payment.method.${choice}`)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t(`payment.method.${choice}Hint`)}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  )
                })}
              </SimpleGrid>
            </Radio.Group>
            <div className={classes.methodBody}>
              {method === 'card' ? (
                <CardFields form={form} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('payment.method.paypalNote')}
                </Text>
              )}
            </div>
          </Card>
        )}

        <Stack gap="xs">
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={form.submitting}
            disabled={owned}
            data-testid="subscribe"
          >
            {free
              ? t('payment.submitFree')
              : t('payment.submit', { amount: money(plan[period], format) })}
          </Button>
          <Group gap={6} justify="center" wrap="nowrap">
            <IconShieldCheck size={16} className={classes.muted} aria-hidden />
            <Text size="xs" c="dimmed" data-testid="demo-notice">
              {t('payment.demo')}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </form>
  )
}
