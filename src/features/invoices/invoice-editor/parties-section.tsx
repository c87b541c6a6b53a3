import {
  Box,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { IconEdit, IconPlus, IconUserSearch } from '@tabler/icons-react'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { InvoiceParty } from '@/lib/api/schemas/invoices'
import { typedText } from '@/lib/i18n/typed-text'
import { errorOf, type InvoiceForm } from './invoice-form-type'
import { emptyParty, toPartyValues } from './invoice-form-values'
import { PartyCard } from './party-card'
import { CustomerDialog, SenderDialog } from './party-dialogs'
import classes from './invoice-form.module.css'

interface PartyBoxProps {
  title: string
  actions: ReactNode
  error: string | undefined
  children: ReactNode
}

/** One side of the invoice (from or to): a heading, its address, and what can change it. */
function PartyBox({ title, actions, error, children }: PartyBoxProps) {
  const id = useId()
  return (
    <Box
      component="section"
      aria-labelledby={id}
      className={classes.partyBox}
      data-error={error ? true : undefined}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        <Group gap={4}>{actions}</Group>
      </Group>
      {children}
      {error && (
        <Text size="sm" c="red" mt="xs">
          {error}
        </Text>
      )}
    </Box>
  )
}

/** The messages of a party's own fields, for a party shown as a card (the sender). */
const partyErrors = (form: InvoiceForm, side: 'from' | 'to') =>
  Object.entries(form.errors)
    .filter(([key]) => key === side || key.startsWith(`${side}.`))
    .map(([, message]) => (typeof message === 'string' ? message : ''))

/** From (the sender, chosen among the admin's addresses) and to (a directory person or an inline address). */
export function PartiesSection({ form, senders }: { form: InvoiceForm; senders: InvoiceParty[] }) {
  const { t } = useTranslation('invoices')
  const [dialog, setDialog] = useState<'from' | 'to' | null>(null)
  // Typing the customer's address by hand; the fields also open when the server refuses one.
  const [typing, setTyping] = useState(false)
  const { from, to } = form.values
  const toFieldErrors = Object.keys(form.errors).some((key) => key.startsWith('to.'))
  const inline = to !== null && (typing || toFieldErrors)

  // A new party leaves the previous one's messages behind.
  const clearPartyErrors = (side: 'from' | 'to') =>
    form.setErrors(
      Object.fromEntries(
        Object.entries(form.errors).filter(([key]) => key !== side && !key.startsWith(`${side}.`)),
      ),
    )
  const pick = (side: 'from' | 'to', party: InvoiceParty) => {
    form.setFieldValue(side, toPartyValues(party))
    clearPartyErrors(side)
    if (side === 'to') setTyping(false)
    setDialog(null)
  }
  const typeNewAddress = () => {
    form.setFieldValue('to', emptyParty())
    clearPartyErrors('to')
    setTyping(true)
  }
  const fromError = partyErrors(form, 'from')[0]
  const toError = errorOf(form, 'to')

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <PartyBox
        title={t('form.from')}
        error={fromError}
        actions={
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => setDialog('from')}
            aria-label={t('form.changeSender')}
          >
            {t('form.change')}
          </Button>
        }
      >
        {from ? <PartyCard party={from} /> : <Text c="dimmed">{t('form.noSender')}</Text>}
      </PartyBox>
      <PartyBox
        title={t('form.to')}
        error={toError}
        actions={
          <>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconUserSearch size={16} aria-hidden />}
              onClick={() => setDialog('to')}
              aria-label={to ? t('form.changeCustomer') : undefined}
              data-focus-on-error={toError ? true : undefined}
            >
              {to ? t('form.change') : t('form.chooseCustomer')}
            </Button>
            {!inline && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={typeNewAddress}
              >
                {t('form.newAddress')}
              </Button>
            )}
          </>
        }
      >
        {inline ? (
          <InlineAddress form={form} />
        ) : to ? (
          <Stack gap="xs">
            <PartyCard party={to} />
            <Group>
              <Button variant="light" size="compact-xs" onClick={() => setTyping(true)}>
                {t('form.editAddress')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {t('form.noCustomer')}
          </Text>
        )}
      </PartyBox>
      <SenderDialog
        opened={dialog === 'from'}
        onClose={() => setDialog(null)}
        onPick={(party) => pick('from', party)}
        senders={senders}
      />
      <CustomerDialog
        opened={dialog === 'to'}
        onClose={() => setDialog(null)}
        onPick={(party) => pick('to', party)}
      />
    </SimpleGrid>
  )
}

/** The customer's address typed by hand, each field with its own message. */
function InlineAddress({ form }: { form: InvoiceForm }) {
  const { t } = useTranslation('invoices')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        attributes={typedText(form.values.to?.name)}
        label={t('form.partyName')}
        required
        maxLength={80}
        autoComplete="off"
        {...form.getInputProps('to.name')}
      />
      <TextInput
        attributes={typedText(form.values.to?.company)}
        label={t('form.partyCompany')}
        maxLength={80}
        autoComplete="off"
        {...form.getInputProps('to.company')}
      />
      <TextInput
        attributes={typedText(form.values.to?.email)}
        type="email"
        label={t('form.partyEmail')}
        maxLength={254}
        autoComplete="off"
        {...form.getInputProps('to.email')}
      />
      <TextInput
        attributes={typedText(form.values.to?.phoneNumber)}
        type="tel"
        label={t('form.partyPhone')}
        maxLength={30}
        autoComplete="off"
        {...form.getInputProps('to.phoneNumber')}
      />
      <Textarea
        attributes={typedText(form.values.to?.address)}
        label={t('form.partyAddress')}
        description={t('form.partyAddressHint')}
        required
        autosize
        minRows={3}
        maxLength={300}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('to.address')}
      />
    </SimpleGrid>
  )
}
