import { Button, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import { productInputSchema, type Product } from '@/lib/api/schemas/products'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useSaveProduct } from '../api/mutations'
import { DetailsSection } from './details-section'
import { PricingSection } from './pricing-section'
import { PropertiesSection } from './properties-section'
import {
  emptyProductValues,
  formValuesToInput,
  PRODUCT_FIELDS,
  productToFormValues,
  type ProductFormValues,
} from './product-form-values'
import { FormErrorAlert } from '@/components/form-error-alert'

/** The product editor, for a new product (no `product`) or an existing one. */
export function ProductForm({ product }: { product?: Product }) {
  const { t } = useTranslation('products')
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  const formId = useId()
  // Set once the save succeeded: leaving for the product page then needs no confirmation.
  const saved = useRef(false)
  // The same function on every render: the form's setters are made again whenever it changes,
  // and the memoised description editor needs a setter that stays the same.
  const validate = useCallback(
    (values: ProductFormValues) => {
      const input = formValuesToInput(values)
      const errors = zodValidator(productInputSchema, tCommon)(input)
      // zod checks "sale below price" only once every field is valid; say it at once instead.
      const { price, priceSale } = input
      if (!errors.priceSale && price !== undefined && priceSale !== null && priceSale >= price)
        errors.priceSale = tCommon('validation.sale_below_price')
      return errors
    },
    [tCommon],
  )
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: product ? productToFormValues(product) : emptyProductValues(),
    validate,
  })

  const save = useSaveProduct(product, {
    onSuccess: async ({ product: savedProduct }) => {
      notify(product ? t('form.updated') : t('form.created', { name: savedProduct.name }))
      saved.current = true
      await navigate({
        to: '/dashboard/e-commerce/product/$name',
        params: { name: savedProduct.slug },
      })
    },
    // The form shows why a save failed, next to the fields or above them.
    meta: { form: true },
  })

  const { submit, formError } = useFormSubmit(form, PRODUCT_FIELDS, (values) =>
    save.mutateAsync(productInputSchema.parse(formValuesToInput(values))),
  )

  return (
    <form id={formId} onSubmit={submit} noValidate data-testid="product-form">
      <Stack gap="xl">
        <FormErrorAlert>{formError}</FormErrorAlert>
        <DetailsSection form={form} />
        <PropertiesSection form={form} />
        <PricingSection form={form} />
        <Group justify="flex-end">
          {product ? (
            <ButtonLink
              to="/dashboard/e-commerce/product/$name"
              params={{ name: product.slug }}
              variant="default"
            >
              {t('form.cancel')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/dashboard/e-commerce/list" variant="default">
              {t('form.cancel')}
            </ButtonLink>
          )}
          <Button type="submit" variant="inverse" loading={save.isPending}>
            {product ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard
        shouldBlock={() => !saved.current && form.isDirty()}
        dirty={form.isDirty()}
        message={t('unsaved.body')}
      />
    </form>
  )
}
