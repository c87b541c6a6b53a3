import {
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
  IconChevronLeft,
  IconCreditCard,
  IconCash,
  IconBrandPaypal,
  IconTruckDelivery,
} from '@tabler/icons-react'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/http'
import { cardSchema, DELIVERY_OPTIONS, type PaymentMethod } from '@/lib/api/schemas/checkout'
import { zodValidator } from '@/lib/forms'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { usePlaceOrder } from '../api/mutations'
import { lastOrderAtom } from '../atoms'
import { useCart } from '../use-cart'
import classes from './checkout.module.css'
import { FormErrorAlert } from '@/components/form-error-alert'

const PAYMENT_ICONS = { card: IconCreditCard, paypal: IconBrandPaypal, cash: IconCash } as const

/** Step 2: delivery (sets the shipping), payment method and card, then the order is placed. */
export function CheckoutPayment() {
  const { t } = useTranslation('ecommerce')
  const { t: tCommon } = useTranslation()
  const format = useFormatters()
  const cart = useCart()
  const placeOrder = usePlaceOrder()
  const setLastOrder = useSetAtom(lastOrderAtom)
  const { checkout } = cart
  const [payment, setPayment] = useState<PaymentMethod>('card')
  const [placing, setPlacing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const card = useForm({
    mode: 'controlled',
    initialValues: { holder: '', number: '', expiry: '', cvv: '' },
    validate: zodValidator(cardSchema, tCommon),
  })

  const place = async () => {
    if (payment === 'card' && card.validate().hasErrors) return
    if (!checkout.billing) {
      cart.goTo(1)
      return
    }
    setPlacing(true)
    setError(null)
    try {
      const { order } = await placeOrder.mutateAsync({
        items: checkout.cart.map((item) => ({
          productId: item.id,
          quantity: item.quantity,
          colors: item.colors,
          size: item.size,
        })),
        addressId: checkout.billing.addressId,
        delivery: checkout.delivery,
        payment,
        discountCode: checkout.discountCode,
      })
      setLastOrder(order)
      // Spec §4: the order is placed, the checkout is reset.
      cart.reset()
      notify(t('checkout.placed'))
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (Object.values(failure.fieldErrors)[0] ?? failure.message)
          : String(failure),
      )
    } finally {
      setPlacing(false)
    }
  }

  return (
    <Stack gap="lg">
      <Card padding="lg">
        <Title order={2} size="h5" mb="md">
          {t('payment.delivery')}
        </Title>
        <Radio.Group
          value={checkout.delivery}
          onChange={(value) => {
            const option = DELIVERY_OPTIONS.find((o) => o.value === value)
            if (option) cart.applyShipping(option.value, option.price)
          }}
          aria-label={t('payment.delivery')}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {DELIVERY_OPTIONS.map((option) => (
              <Radio.Card
                key={option.value}
                value={option.value}
                className={classes.option}
                data-testid={`delivery-${option.value}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <Stack gap={2}>
                    <Group gap={6}>
                      <IconTruckDelivery size={18} aria-hidden />
                      <Text fw={600} size="sm">
                        {t(`payment.options.${option.value}`)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('payment.days', { days: option.days })}
                    </Text>
                    <Text size="sm" fw={600}>
                      {option.price ? format.currency(option.price) : t('checkout.free')}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Card>

      <Card padding="lg">
        <Title order={2} size="h5" mb="md">
          {t('payment.method')}
        </Title>
        <Radio.Group value={payment} onChange={setPayment} aria-label={t('payment.method')}>
          <Stack gap="sm">
            {(['card', 'paypal', 'cash'] as const).map((method) => {
              const Icon = PAYMENT_ICONS[method]
              return (
                <Radio.Card
                  key={method}
                  value={method}
                  className={classes.option}
                  data-testid={`payment-${method}`}
                >
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <Icon size={20} aria-hidden />
                    <div>
                      <Text fw={600} size="sm">
                        {t(`payment.methods.${method}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`payment.methodHints.${method}`)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              )
            })}
          </Stack>
        </Radio.Group>
        {payment === 'card' && (
          <Stack gap="sm" mt="md" data-testid="card-form">
            <TextInput
              label={t('payment.cardHolder')}
              required
              autoComplete="cc-name"
              {...card.getInputProps('holder')}
            />
            <TextInput
              label={t('payment.cardNumber')}
              required
              autoComplete="cc-number"
              inputMode="numeric"
              description={t('payment.cardNumberHint')}
              {...card.getInputProps('number')}
            />
            <Group grow align="flex-start">
              <TextInput
                label={t('payment.expiry')}
                required
                autoComplete="cc-exp"
                description={t('payment.expiryHint')}
                {...card.getInputProps('expiry')}
              />
              <TextInput
                label={t('payment.cvv')}
                required
                autoComplete="cc-csc"
                inputMode="numeric"
                description={t('payment.cvvHint')}
                {...card.getInputProps('cvv')}
              />
            </Group>
          </Stack>
        )}
      </Card>

      <Card padding="lg">
        <Group justify="space-between">
          <Title order={2} size="h5">
            {t('payment.billing')}
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={() => cart.goTo(1)}>
            {t('payment.edit')}
          </Button>
        </Group>
        {checkout.billing && (
          <Stack gap={2} mt="xs">
            <Text fw={600} size="sm">
              {checkout.billing.name}
            </Text>
            <Text size="sm" dir="auto">
              {checkout.billing.fullAddress}
            </Text>
            <Text size="sm" c="dimmed" dir="ltr">
              {checkout.billing.phoneNumber}
            </Text>
          </Stack>
        )}
      </Card>

      <FormErrorAlert>{error}</FormErrorAlert>
      <Group justify="space-between">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconChevronLeft size={18} className="flip-rtl" aria-hidden />}
          onClick={cart.back}
        >
          {t('checkout.back')}
        </Button>
        <Button size="md" onClick={() => void place()} loading={placing}>
          {t('payment.complete')}
        </Button>
      </Group>
    </Stack>
  )
}
