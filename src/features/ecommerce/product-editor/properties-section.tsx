import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CATEGORIES, GENDERS, SIZES_BY_CATEGORY } from '@/lib/api/schemas/product-constants'
import { useSizeLabel } from '../size-label'
import { ColorsInput } from './colors-input'
import { FormSection } from '@/components/form-section'
import type { ProductForm } from './product-form-type'
import { fieldError } from './product-form-values'

/** Codes, stock, variants and classification. */
export function PropertiesSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('products')
  const { t: tShop } = useTranslation('ecommerce')
  const sizeLabel = useSizeLabel()
  return (
    <FormSection title={t('form.properties')} description={t('form.propertiesHint')}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
          <TextInput
            label={t('form.code')}
            required
            maxLength={40}
            {...form.getInputProps('code')}
          />
          <TextInput label={t('form.sku')} required maxLength={40} {...form.getInputProps('sku')} />
          <NumberInput
            label={t('form.quantity')}
            required
            min={0}
            max={1_000_000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('quantity')}
          />
          <Select
            label={t('form.category')}
            required
            placeholder={t('form.choose')}
            data={CATEGORIES.map((value) => ({ value, label: tShop(`category.${value}`) }))}
            {...form.getInputProps('category')}
          />
          <ColorsInput
            label={t('form.colors')}
            value={form.values.colors}
            onChange={(colors) => form.setFieldValue('colors', colors)}
            error={fieldError(form.errors, 'colors')}
          />
          <MultiSelect
            label={t('form.sizes')}
            required
            placeholder={form.values.sizes.length ? undefined : t('form.choose')}
            // The category's own sizes, plus any the product already has (kept until removed).
            data={[
              ...new Set([
                ...(form.values.category ? SIZES_BY_CATEGORY[form.values.category] : []),
                ...form.values.sizes,
              ]),
            ].map((value) => ({ value, label: sizeLabel(value) }))}
            searchable
            hidePickedOptions
            {...form.getInputProps('sizes')}
            error={fieldError(form.errors, 'sizes')}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('form.gender')}
          required
          {...form.getInputProps('gender')}
          error={fieldError(form.errors, 'gender')}
        >
          <Group gap="lg" mt={8}>
            {GENDERS.map((gender) => (
              <Checkbox key={gender} value={gender} label={tShop(`gender.${gender}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <TagsInput
          label={t('form.tags')}
          description={t('form.tagsHint')}
          required
          clearable
          maxTags={20}
          splitChars={[',']}
          {...form.getInputProps('tags')}
          error={fieldError(form.errors, 'tags')}
        />
      </Stack>
    </FormSection>
  )
}
