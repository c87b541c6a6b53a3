import { NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { FormSection } from '@/components/form-section'
import { moneyInputProps } from '@/lib/i18n/money-input'
import type { ProductForm } from './product-form-type'

/** Price, sale price, taxes, and how the product shows in the shop. */
export function PricingSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('products')
  const format = useFormatters()
  const money = { ...moneyInputProps(format), min: 0, decimalScale: 2, allowNegative: false }
  return (
    <FormSection title={t('form.pricing')} description={t('form.pricingHint')}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <NumberInput
            label={t('form.price')}
            required
            {...money}
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t('form.priceSale')}
            description={t('form.priceSaleHint')}
            {...money}
            {...form.getInputProps('priceSale')}
          />
        </SimpleGrid>
        <Switch
          label={t('form.taxesIncluded')}
          {...form.getInputProps('taxesIncluded', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Switch
            label={t('form.published')}
            {...form.getInputProps('published', { type: 'checkbox' })}
          />
          <Switch
            label={t('form.newLabel')}
            {...form.getInputProps('newLabel', { type: 'checkbox' })}
          />
          <Switch
            label={t('form.saleLabel')}
            {...form.getInputProps('saleLabel', { type: 'checkbox' })}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  )
}
