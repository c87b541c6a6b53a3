/** The editor's form instance, as the sections receive it. */
import type { UseFormReturnType } from '@mantine/form'
import type { InvoiceFormValues } from './invoice-form-values'

export type InvoiceForm = UseFormReturnType<InvoiceFormValues>

/** A field's message, as Mantine keeps it (a string once translated). */
export const errorOf = (form: InvoiceForm, path: string) => form.errors[path] as string | undefined
