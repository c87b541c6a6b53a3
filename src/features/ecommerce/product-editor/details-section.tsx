import { Stack, TextInput } from '@mantine/core'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { RichTextField } from '@/components/rich-text/rich-text-field'
import { FormSection } from '@/components/form-section'
import { ImagesField } from './images-field'
import type { ProductForm } from './product-form-type'
import { fieldError } from './product-form-values'

/** Name, description and pictures. */
export function DetailsSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('products')
  const { setFieldValue } = form
  // The same function on every render, so the (memoised) editor is not rendered for other fields.
  const onDescriptionChange = useCallback(
    (html: string) => setFieldValue('description', html),
    [setFieldValue],
  )
  return (
    <FormSection title={t('form.details')} description={t('form.detailsHint')}>
      <Stack gap="lg">
        <TextInput label={t('form.name')} required maxLength={80} {...form.getInputProps('name')} />
        <RichTextField
          label={t('form.description')}
          initialValue={form.getInitialValues().description}
          onChange={onDescriptionChange}
          error={fieldError(form.errors, 'description')}
          data-testid="description-editor"
        />
        <ImagesField
          label={t('form.images')}
          value={form.values.images}
          onChange={(update) => {
            form.setFieldValue('images', update)
            form.clearFieldError('images')
          }}
          error={fieldError(form.errors, 'images')}
        />
      </Stack>
    </FormSection>
  )
}
