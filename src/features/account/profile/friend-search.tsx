import { CloseButton, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Typing waits this long before the address (and so the request) changes. */
const SEARCH_DEBOUNCE_MS = 300

/** The friends search: instant to type in, debounced into the URL. */
export function FriendSearch({
  value,
  onSearch,
}: {
  value: string | undefined
  onSearch: (text: string | undefined) => void
}) {
  const { t } = useTranslation('account')
  const [text, setText] = useState(value ?? '')
  const send = (next: string) => onSearch(next.trim() || undefined)
  const debouncedSend = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS)
  return (
    <TextInput
      type="search"
      mb="lg"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        debouncedSend(event.currentTarget.value)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') debouncedSend.flush()
      }}
      aria-label={t('profile.friends.search')}
      placeholder={t('profile.friends.searchPlaceholder')}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSectionPointerEvents="all"
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('profile.friends.clear')}
            onClick={() => {
              debouncedSend.cancel()
              setText('')
              send('')
            }}
          />
        ) : null
      }
      maw={420}
      dir="auto"
    />
  )
}
