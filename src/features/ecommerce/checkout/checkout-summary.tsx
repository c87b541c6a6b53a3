import { Button, Card, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconTag } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/http'
import { useFormatters } from '@/lib/i18n/format'
import { useCheckDiscount } from '../api/mutations'
import { useCart } from '../use-cart'
import classes from './checkout.module.css'

/** Order summary with the discount code, checked by the API. */
export function CheckoutSummary() {
  const { t } = useTranslation('ecommerce')
  const format = useFormatters()
  const cart = useCart()
  const { checkout } = cart
  const [code, setCode] = useState(checkout.discountCode ?? '')
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const checkDiscount = useCheckDiscount()

  const apply = async () => {
    if (!code.trim()) {
      setError(t('checkout.discountRequired'))
      return
    }
    setChecking(true)
    setError(null)
    try {
      const result = await checkDiscount.mutateAsync({
        code: code.trim(),
        subtotal: checkout.subtotal,
      })
      cart.applyDiscount(result.code, result.discount)
      setCode(result.code)
    } catch (failure) {
      setError(
        isApiError(failure) ? (failure.fieldErrors.code ?? failure.message) : String(failure),
      )
    } finally {
      setChecking(false)
    }
  }

  const row = (label: string, value: string, testId?: string) => (
    <div className={classes.summaryRow}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  )

  return (
    <Card padding="lg" data-testid="order-summary">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('checkout.summary')}
        </Title>
        {row(t('checkout.subtotal'), format.currency(checkout.subtotal), 'summary-subtotal')}
        {row(
          t('checkout.discount'),
          checkout.discount ? `−${format.currency(checkout.discount)}` : '—',
          'summary-discount',
        )}
        {row(
          t('checkout.shipping'),
          checkout.activeStep >= 2
            ? checkout.shipping
              ? format.currency(checkout.shipping)
              : t('checkout.free')
            : '—',
          'summary-shipping',
        )}
        <Divider variant="dashed" />
        <Group justify="space-between">
          <Text fw={600}>{t('checkout.total')}</Text>
          <Text fw={700} fz="lg" c="red" data-testid="summary-total">
            {format.currency(checkout.total)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" ta="end">
          {t('checkout.vatIncluded')}
        </Text>
        <Group align="flex-start" gap="xs" wrap="nowrap" mt="xs">
          <TextInput
            flex={1}
            label={t('checkout.discountCode')}
            leftSection={<IconTag size={16} aria-hidden />}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value)
              setError(null)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void apply()
              }
            }}
            error={error}
            aria-invalid={error ? true : undefined}
          />
          <Button mt={25} variant="default" onClick={() => void apply()} loading={checking}>
            {t('checkout.apply')}
          </Button>
        </Group>
        {checkout.discountCode && (
          <Text size="xs" c="teal" role="status">
            {t('checkout.discountApplied', { code: checkout.discountCode })}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
