/** The editor's form instance, as the sections receive it. */
import type { UseFormReturnType } from '@mantine/form'
import type { ProductFormValues } from './product-form-values'

export type ProductForm = UseFormReturnType<ProductFormValues>
