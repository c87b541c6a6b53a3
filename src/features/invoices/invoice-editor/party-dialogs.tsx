import {
  Center,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import type { InvoiceParty } from '@/lib/api/schemas/invoices'
import { typedText } from '@/lib/i18n/typed-text'
import { invoicePartiesQueryOptions } from '../api/queries'
import { toPartyValues } from './invoice-form-values'
import { PartyCard } from './party-card'
import classes from './invoice-form.module.css'

interface PartyListProps {
  parties: InvoiceParty[]
  onPick: (party: InvoiceParty) => void
}

function PartyList({ parties, onPick }: PartyListProps) {
  return (
    <Stack gap={4} component="ul" className={classes.partyList}>
      {parties.map((party, index) => (
        <li key={`${party.userId ?? 'inline'}-${index}`}>
          <UnstyledButton className={classes.partyOption} onClick={() => onPick(party)}>
            <PartyCard party={toPartyValues(party)} compact />
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  )
}

interface DialogProps {
  opened: boolean
  onClose: () => void
  onPick: (party: InvoiceParty) => void
}

/** The sender's choices: the signed-in admin (their company), then their address book. */
export function SenderDialog({
  opened,
  onClose,
  onPick,
  senders,
}: DialogProps & { senders: InvoiceParty[] }) {
  const { t } = useTranslation('invoices')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.chooseSender')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <PartyList parties={senders} onPick={onPick} />
    </Modal>
  )
}

/** Directory people, searched on the server as the user types. */
export function CustomerDialog({ opened, onClose, onPick }: DialogProps) {
  const { t } = useTranslation('invoices')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.chooseCustomer')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {/* Mounted only while open: every opening starts a fresh search. */}
      {opened && <CustomerSearch onPick={onPick} />}
    </Modal>
  )
}

function CustomerSearch({ onPick }: { onPick: (party: InvoiceParty) => void }) {
  const { t } = useTranslation('invoices')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const query = useQuery({
    ...invoicePartiesQueryOptions(debounced),
    placeholderData: keepPreviousData,
  })
  const customers = query.data?.customers ?? []
  return (
    <Stack gap="md">
      <TextInput
        data-autofocus
        label={t('form.searchCustomers')}
        placeholder={t('form.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={100}
        attributes={typedText(search)}
      />
      {query.isError ? (
        <QueryError query={query} />
      ) : query.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('form.loading')} />
        </Center>
      ) : customers.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {t('form.noCustomers')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto">
          <PartyList parties={customers} onPick={onPick} />
        </ScrollArea.Autosize>
      )}
    </Stack>
  )
}
