import { CloseButton, Group, MultiSelect, Pill, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatContact } from '@/lib/api/schemas/chat'
import { CHAT_LIMITS } from '@/lib/api/schemas/chat-constants'
import { chatContactsQueryOptions } from '../api/queries'
import { ChatAvatar } from '../components/chat-avatar'
import classes from './new-conversation.module.css'

interface RecipientPickerProps {
  value: readonly ChatContact[]
  onChange: (value: ChatContact[]) => void
  /** The suggestions list opened or closed (the page opens an existing conversation on close). */
  onDropdownChange: (opened: boolean) => void
}

/**
 * The people to write to, as chips with their faces. Suggestions come from the API, matching
 * what is typed (name, e-mail); the people already picked stay known while the search changes.
 */
export function RecipientPicker({ value, onChange, onDropdownChange }: RecipientPickerProps) {
  const { t } = useTranslation('chat')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 200)
  const contacts = useQuery({
    ...chatContactsQueryOptions(debounced),
    placeholderData: keepPreviousData,
  })
  const known = new Map<string, ChatContact>(value.map((person) => [person.id, person]))
  for (const person of contacts.data?.contacts ?? []) known.set(person.id, person)

  return (
    <MultiSelect
      label={t('newConversation.to')}
      placeholder={value.length ? undefined : t('newConversation.toPlaceholder')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={value.map((person) => person.id)}
      onChange={(ids) =>
        onChange(ids.map((id) => known.get(id)).filter((person) => person !== undefined))
      }
      data={[...known.values()].map((person) => ({ value: person.id, label: person.name }))}
      // The API has matched the search already: its answer is shown as it is.
      filter={({ options }) => options}
      hidePickedOptions
      maxValues={CHAT_LIMITS.recipients}
      nothingFoundMessage={
        contacts.isFetching ? t('newConversation.searching') : t('newConversation.nobody')
      }
      onDropdownOpen={() => onDropdownChange(true)}
      onDropdownClose={() => onDropdownChange(false)}
      comboboxProps={{ withinPortal: true }}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      classNames={{ pill: classes.pill }}
      renderOption={({ option }) => {
        const person = known.get(option.value)
        return (
          <Group gap="sm" wrap="nowrap">
            <ChatAvatar person={person} size={30} />
            <div>
              <Text size="sm" dir="auto">
                {option.label}
              </Text>
              <Text size="xs" c="dimmed">
                {person?.email}
              </Text>
            </div>
          </Group>
        )
      }}
      renderPill={({ option, onRemove }) => {
        const person = known.get(String(option.value))
        return (
          <Pill key={String(option.value)} className={classes.pill}>
            <span className={classes.pillInner}>
              <ChatAvatar person={person} size={18} />
              <span dir="auto">{option.label}</span>
              {/* Mantine's own remove button is hidden from assistive tech: this one is named. */}
              <CloseButton
                size={16}
                iconSize={12}
                onMouseDown={(event) => event.preventDefault()}
                onClick={onRemove}
                aria-label={t('newConversation.remove', { name: option.label })}
              />
            </span>
          </Pill>
        )
      }}
    />
  )
}
