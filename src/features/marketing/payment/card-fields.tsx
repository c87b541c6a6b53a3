import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconLock } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { CARD_BRAND_NAMES, CardBrandIcon } from '@/components/card-brand'
import { cardBrand, formatCardExpiry, formatCardNumber } from '@/lib/api/schemas/payment-card'
import type { PaymentFormValues } from './payment-values'
import classes from './payment.module.css'

/** Number (grouped as typed, its network shown), name, expiry (MM/YY) and security code. */
export function CardFields({ form }: { form: UseFormReturnType<PaymentFormValues> }) {
  const { t } = useTranslation('marketing')
  const number = form.getValues().payment.card.number
  const brand = number.replace(/\D/g, '').length >= 2 ? cardBrand(number) : 'other'
  const brandName = brand === 'other' ? null : CARD_BRAND_NAMES[brand]
  const numberProps = form.getInputProps('payment.card.number')
  const expiryProps = form.getInputProps('payment.card.expiry')
  return (
    <Stack gap="sm" data-testid="card-fields">
      <TextInput
        label={t('payment.method.number')}
        required
        autoComplete="cc-number"
        inputMode="numeric"
        dir="ltr"
        placeholder="0000 0000 0000 0000"
        rightSection={<CardBrandIcon brand={brand} />}
        rightSectionWidth={44}
        description={brandName ? t('payment.method.brand', { brand: brandName }) : undefined}
        {...numberProps}
        onChange={(event) =>
          form.setFieldValue('payment.card.number', formatCardNumber(event.currentTarget.value))
        }
        data-testid="card-number"
      />
      <TextInput
        label={t('payment.method.holder')}
        required
        autoComplete="cc-name"
        {...form.getInputProps('payment.card.holder')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('payment.method.expiry')}
          required
          autoComplete="cc-exp"
          inputMode="numeric"
          dir="ltr"
          placeholder={t('payment.method.expiryPlaceholder')}
          {...expiryProps}
          onChange={(event) =>
            form.setFieldValue('payment.card.expiry', formatCardExpiry(event.currentTarget.value))
          }
          data-testid="card-expiry"
        />
        <TextInput
          label={t('payment.method.cvv')}
          required
          autoComplete="cc-csc"
          inputMode="numeric"
          dir="ltr"
          maxLength={4}
          placeholder="123"
          {...form.getInputProps('payment.card.cvv')}
          data-testid="card-cvv"
        />
      </SimpleGrid>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLock size={16} className={classes.muted} aria-hidden />
        <Text size="xs" c="dimmed">
          {t('payment.method.kept')}
        </Text>
      </Group>
    </Stack>
  )
}
