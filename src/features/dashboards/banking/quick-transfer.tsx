import { Button, Group, NumberInput, Radio, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconSend } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import { UserAvatar } from '@/components/user-avatar'
import { MAX_TRANSFER, TRANSFER_NOTE_MAX, type BankContact } from '@/lib/api/schemas/banking'
import { useFormSubmit } from '@/lib/forms'
import { useFormatters } from '@/lib/i18n/format'
import { moneyInputProps } from '@/lib/i18n/money-input'
import { typedText } from '@/lib/i18n/typed-text'
import { notify } from '@/lib/notify'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { useTransfer } from '../api/mutations'
import { bankingQueries } from '../api/banking-queries'
import { periodOf } from '../period'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './banking.module.css'
import { TRANSFER_FIELDS, transferBody, transferErrors, type TransferValues } from './transfer'

export const CONTACTS_LIMIT = 12

/** Sends money to a contact: pick a person, type an amount, send. */
export function QuickTransfer() {
  const { t } = useTranslation('dashboards')
  const query = useQuery(bankingQueries.contacts(CONTACTS_LIMIT))
  return (
    <WidgetCard title={t('banking.transfer.title')} data-testid="quick-transfer">
      <WidgetBody
        query={query}
        height={280}
        isEmpty={(data) => data.contacts.length === 0}
        emptyText={t('banking.contacts.none')}
      >
        {(data) => <TransferForm contacts={data.contacts} />}
      </WidgetBody>
    </WidgetCard>
  )
}

const newClientId = () => crypto.randomUUID()

function TransferForm({ contacts }: { contacts: BankContact[] }) {
  const { t } = useTranslation('dashboards')
  const { t: tCommon } = useTranslation()
  const format = useFormatters()
  // The balance now, whatever period the page shows: the default period ends after today.
  const now = useMemo(() => periodOf({}), [])
  const summary = useQuery(bankingQueries.summary(now))
  const balance = summary.data?.balance.value
  // One id per transfer: the same values sent twice (a double click, a retry after a lost
  // answer) are one transfer; any change of them makes a new one.
  const clientId = useRef(newClientId())
  const form = useForm<TransferValues>({
    mode: 'controlled',
    initialValues: { contactId: '', amount: '', note: '' },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(transferErrors(values, balance)).map(([field, code]) => [
          field,
          tCommon(`validation.${code}` as 'validation.invalid_value'),
        ]),
      ),
    onValuesChange: () => {
      clientId.current = newClientId()
    },
  })
  const transfer = useTransfer()
  const { submit, formError } = useFormSubmit(form, TRANSFER_FIELDS, async (values) => {
    await transfer.mutateAsync(transferBody(values, clientId.current))
    const to = contacts.find((contact) => contact.userId === values.contactId)
    notify(
      t('banking.transfer.sent', {
        amount: format.currency(Number(values.amount)),
        name: to?.name ?? '',
      }),
    )
    form.reset()
  })
  const chosen = contacts.find((contact) => contact.userId === form.values.contactId)

  return (
    <form onSubmit={submit} noValidate data-testid="transfer-form">
      <Stack gap="md">
        <FormErrorAlert>{formError}</FormErrorAlert>
        <Radio.Group
          label={t('banking.transfer.to')}
          description={chosen ? chosen.email : t('banking.transfer.pick')}
          {...form.getInputProps('contactId')}
        >
          <div className={classes.contactPicker}>
            {contacts.map((contact) => (
              <Radio.Card
                key={contact.userId}
                value={contact.userId}
                className={classes.contactOption}
                withBorder={false}
                aria-label={contact.name}
                data-testid="transfer-contact"
              >
                <Stack gap={4} align="center">
                  <UserAvatar
                    user={{
                      displayName: contact.name,
                      avatarUrl: contact.avatarUrl,
                      email: contact.email,
                    }}
                    size={44}
                    radius="xl"
                  />
                  <Text size="xs" lh={1.2} lineClamp={1} ta="center">
                    {contact.name.split(' ')[0]}
                  </Text>
                </Stack>
              </Radio.Card>
            ))}
          </div>
        </Radio.Group>
        <NumberInput
          label={t('banking.transfer.amount')}
          min={0}
          max={MAX_TRANSFER / 100}
          decimalScale={2}
          allowNegative={false}
          hideControls
          clampBehavior="none"
          {...moneyInputProps(format)}
          {...form.getInputProps('amount')}
          data-testid="transfer-amount"
        />
        <TextInput
          label={t('banking.transfer.note')}
          maxLength={TRANSFER_NOTE_MAX}
          {...form.getInputProps('note')}
          attributes={typedText(form.values.note)}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('banking.transfer.available')}{' '}
            {balance === undefined ? (
              <Skeleton component="span" display="inline-block" w={80} h={14} />
            ) : (
              <Text
                span
                inherit
                fw={600}
                c="var(--mantine-color-text)"
                data-testid="transfer-balance"
              >
                {format.currency(fromCents(balance))}
              </Text>
            )}
          </Text>
          <Button
            type="submit"
            loading={transfer.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('banking.transfer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
