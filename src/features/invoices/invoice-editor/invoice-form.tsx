import '@mantine/dates/styles.css'
import { Button, Card, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import { ButtonLink } from '@/components/link'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import {
  invoiceInputSchema,
  type Invoice,
  type InvoiceInput,
  type InvoiceParty,
} from '@/lib/api/schemas/invoices'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { DetailsRow } from './details-row'
import { invoiceFields, toInput, type InvoiceFormValues } from './invoice-form-values'
import { LineItems } from './line-items'
import { PartiesSection } from './parties-section'
import { TotalsSection } from './totals-section'

/** Which button submitted: a new invoice is saved as a draft or created and sent. */
export type SaveIntent = 'save' | 'send'

/** The pressed button's intent; Enter in a field submits with the first button, the plain save. */
function intentOf(event: SyntheticEvent<HTMLFormElement> | undefined): SaveIntent {
  const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter
  return submitter instanceof HTMLElement && submitter.dataset.intent === 'send' ? 'send' : 'save'
}

interface InvoiceFormProps {
  initialValues: InvoiceFormValues
  /** The invoice edited; none for a new one. */
  invoice?: Invoice
  /** The sender choices (the signed-in admin, then their address book). */
  senders: InvoiceParty[]
  /** The write; it throws the API's refusal, and answers the invoice to open. */
  save: (input: InvoiceInput, intent: SaveIntent) => Promise<Invoice>
}

/** The invoice editor, for /dashboard/invoice/new and /dashboard/invoice/$id/edit. */
export function InvoiceForm({ initialValues, invoice, senders, save }: InvoiceFormProps) {
  const { t } = useTranslation('invoices')
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  // Set once saved: leaving for the invoice then needs no confirmation.
  const done = useRef(false)
  // Which button is saving, for its spinner.
  const [saving, setSaving] = useState<SaveIntent | null>(null)
  const form = useForm<InvoiceFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors = zodValidator(invoiceInputSchema, tCommon)(toInput(values))
      // zod checks the order of the dates only once every field is valid: say it at once.
      const { createDate, dueDate } = values
      if (!errors.dueDate && createDate && dueDate && dueDate < createDate)
        errors.dueDate = tCommon('validation.due_before_create')
      // The shared message speaks of deliveries; an invoice's address is the customer's.
      if (errors['to.address'] === tCommon('validation.address_required'))
        errors['to.address'] = t('form.addressRequired')
      if (errors['from.address'] === tCommon('validation.address_required'))
        errors['from.address'] = t('form.senderAddressRequired')
      if (!values.to) errors.to = t('form.toRequired')
      if (!values.from) errors.from = t('form.fromRequired')
      return errors
    },
  })

  const { submit, formError } = useFormSubmit(
    form,
    invoiceFields(form.values),
    async (values, event) => {
      const intent = intentOf(event)
      const draft = !invoice && intent === 'save'
      const input = invoiceInputSchema.parse(
        toInput(draft ? { ...values, status: 'draft' } : values),
      )
      setSaving(intent)
      try {
        const saved = await save(input, intent)
        done.current = true
        await navigate({ to: '/dashboard/invoice/$id', params: { id: saved.id } })
      } finally {
        setSaving(null)
      }
    },
  )

  return (
    <form onSubmit={submit} noValidate data-testid="invoice-form">
      <Stack gap="lg">
        <FormErrorAlert>{formError}</FormErrorAlert>
        <Card padding="lg">
          <Stack gap="xl">
            <PartiesSection form={form} senders={senders} />
            <DetailsRow form={form} />
          </Stack>
        </Card>
        <Card padding="lg">
          <Stack gap="xl">
            <LineItems form={form} />
            <TotalsSection form={form} />
          </Stack>
        </Card>
        <Group justify="flex-end">
          {invoice ? (
            <ButtonLink to="/dashboard/invoice/$id" params={{ id: invoice.id }} variant="default">
              {t('form.cancel')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/dashboard/invoice/list" variant="default">
              {t('form.cancel')}
            </ButtonLink>
          )}
          <Button
            type="submit"
            variant="default"
            data-intent="save"
            loading={saving === 'save'}
            disabled={saving === 'send'}
          >
            {invoice ? t('form.saveChanges') : t('form.saveDraft')}
          </Button>
          <Button
            type="submit"
            variant="inverse"
            data-intent="send"
            loading={saving === 'send'}
            disabled={saving === 'save'}
          >
            {invoice ? t('form.saveAndSend') : t('form.createAndSend')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard
        shouldBlock={() => !done.current && form.isDirty()}
        dirty={form.isDirty()}
        message={t('form.unsaved')}
      />
    </form>
  )
}
