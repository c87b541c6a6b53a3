import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import { addCardBodySchema } from '@/lib/api/schemas/account'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useAddCard } from '../../api/settings-mutations'
import type { NewCard } from '../../api/settings-requests'

const FIELDS = ['holder', 'number', 'expiry', 'cvv'] as const
const EMPTY: NewCard = { holder: '', number: '', expiry: '', cvv: '', primary: false }

/**
 * A new card, checked as the server checks it (Luhn, a month not yet past, a 3 or 4 digit code).
 * Only its brand and last four digits are kept; the full number and the code go no further.
 */
export function AddCardModal({
  opened,
  onClose,
  first,
}: {
  opened: boolean
  onClose: () => void
  /** The first card is the primary one whatever is ticked. */
  first: boolean
}) {
  const { t } = useTranslation('account')
  const { t: tCommon } = useTranslation()
  const addCard = useAddCard()
  const form = useForm<NewCard>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zodValidator(addCardBodySchema.shape.card, tCommon),
  })
  const close = () => {
    form.reset()
    onClose()
  }
  const { submit, formError, setFormError } = useFormSubmit(form, FIELDS, async (values) => {
    const { paymentMethods } = await addCard.mutateAsync(values)
    const last4 = paymentMethods.at(-1)?.last4 ?? values.number.slice(-4)
    notify(t('settings.billing.cards.added', { last4 }))
    close()
  })

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setFormError(null)
        close()
      }}
      title={t('settings.billing.cards.addTitle')}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrorAlert>{formError}</FormErrorAlert>
          <TextInput
            label={t('settings.billing.cards.holder')}
            required
            autoComplete="cc-name"
            data-autofocus
            {...form.getInputProps('holder')}
          />
          <TextInput
            label={t('settings.billing.cards.number')}
            required
            autoComplete="cc-number"
            inputMode="numeric"
            dir="ltr"
            placeholder="0000 0000 0000 0000"
            {...form.getInputProps('number')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('settings.billing.cards.expiry')}
              required
              autoComplete="cc-exp"
              dir="ltr"
              placeholder={t('settings.billing.cards.expiryPlaceholder')}
              {...form.getInputProps('expiry')}
            />
            <TextInput
              label={t('settings.billing.cards.cvv')}
              required
              autoComplete="cc-csc"
              inputMode="numeric"
              dir="ltr"
              placeholder="123"
              {...form.getInputProps('cvv')}
            />
          </Group>
          {!first && (
            <Checkbox
              label={t('settings.billing.cards.makePrimary')}
              {...form.getInputProps('primary', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" variant="inverse" loading={form.submitting}>
              {t('settings.billing.cards.addConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
