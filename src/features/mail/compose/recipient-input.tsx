import { Avatar, CloseButton, Group, Pill, TagsInput, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MAIL_LIMITS, type MailAddress } from '@/lib/api/schemas/mail'
import { mailContactsQueryOptions } from '../api/queries'
import { isValidAddress, parseAddress } from './compose-fields'
import classes from './mail-compose.module.css'

interface RecipientInputProps {
  label: string
  value: string[]
  names: Record<string, string>
  /** New addresses, with the names learnt for them (picked contacts, "Ann <ann@x.io>"). */
  onChange: (value: string[], names: Record<string, string>) => void
  /** The server's message for this row, if it refused it. */
  serverError?: string
  rightSection?: ReactNode
  'data-autofocus'?: boolean
}

/**
 * One row of addresses as chips. Suggestions come from the API (earlier recipients, then the
 * directory); anything typed becomes a chip on Enter, comma, semicolon or leaving the field,
 * and an address that is not one is shown red with a message below (it is never sent).
 */
export function RecipientInput({
  label,
  value,
  names,
  onChange,
  serverError,
  rightSection,
  'data-autofocus': autoFocus,
}: RecipientInputProps) {
  const { t } = useTranslation('mail')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const contacts = useQuery({
    ...mailContactsQueryOptions(debounced),
    placeholderData: keepPreviousData,
  })
  const known = new Map<string, MailAddress>(
    (contacts.data?.contacts ?? []).map((contact) => [contact.email, contact]),
  )
  // Suggestions for an older search (while the new one is on its way) must not be picked by Enter.
  const fresh = search.trim() !== '' && debounced === search.trim() && !contacts.isPlaceholderData
  const invalid = value.filter((email) => !isValidAddress(email))
  const error =
    invalid.length > 0
      ? t('compose.invalidAddresses', { count: invalid.length, addresses: invalid.join(', ') })
      : serverError

  const change = (next: string[]) => {
    const learnt: Record<string, string> = {}
    const emails: string[] = []
    for (const raw of next) {
      const parsed = parseAddress(raw)
      if (!parsed) continue
      const contact = known.get(parsed.email)
      const name = parsed.name ?? contact?.name
      if (name) learnt[parsed.email] = name
      if (!emails.some((email) => email.toLowerCase() === parsed.email.toLowerCase()))
        emails.push(parsed.email)
    }
    onChange(emails, { ...names, ...learnt })
  }

  return (
    <TagsInput
      label={label}
      value={value}
      onChange={change}
      searchValue={search}
      onSearchChange={setSearch}
      data={(fresh ? (contacts.data?.contacts ?? []) : [])
        .filter((contact) => !value.includes(contact.email))
        .map((contact) => ({ value: contact.email, label: contact.name || contact.email }))}
      // The API has already matched the search: show its answer as it is.
      filter={({ options }) => options}
      splitChars={[',', ';']}
      // Enter takes the first suggestion, as mail apps do; a typed address with none stays as typed.
      selectFirstOptionOnChange
      maxTags={MAIL_LIMITS.recipients}
      error={error}
      rightSection={rightSection}
      rightSectionWidth={rightSection ? 136 : undefined}
      // Suggestions follow what is typed; an empty field shows none (they would cover the window).
      openOnFocus={false}
      rightSectionPointerEvents="all"
      variant="unstyled"
      classNames={{ root: classes.row, label: classes.rowLabel, wrapper: classes.rowField }}
      comboboxProps={{ withinPortal: true, zIndex: 320 }}
      data-autofocus={autoFocus}
      renderOption={({ option }) => {
        const contact = known.get(option.value)
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={contact?.avatar} size={28} radius="xl" alt="" name={contact?.name} />
            <div>
              <Text size="sm" dir="auto">
                {contact?.name || option.value}
              </Text>
              <Text size="xs" c="dimmed">
                {option.value}
              </Text>
            </div>
          </Group>
        )
      }}
      renderPill={({ value: email = '', onRemove }) => {
        const bad = !isValidAddress(email)
        const name = names[email]
        return (
          <Pill
            key={email}
            className={bad ? `${classes.pill} ${classes.invalidPill}` : classes.pill}
            data-invalid={bad || undefined}
            title={name ? `${name} <${email}>` : email}
          >
            <span dir="auto">{name || email}</span>
            {/* Mantine's own remove button is hidden from assistive tech: this one is named. */}
            <CloseButton
              size={16}
              iconSize={12}
              className={classes.pillRemove}
              onMouseDown={(event) => event.preventDefault()}
              onClick={onRemove}
              aria-label={t('compose.removeRecipient', { address: email })}
            />
          </Pill>
        )
      }}
    />
  )
}
