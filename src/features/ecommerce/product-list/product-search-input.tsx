import { CloseButton, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Typing waits this long before the address (and so the request) changes. */
export const SEARCH_DEBOUNCE_MS = 300

interface ProductSearchInputProps {
  /** The search in the address. */
  value: string | undefined
  onSearch: (text: string | undefined) => void
}

/** The list's search box: instant to type in, debounced into the URL. */
export function ProductSearchInput({ value, onSearch }: ProductSearchInputProps) {
  const { t } = useTranslation('products')
  const [text, setText] = useState(value ?? '')
  // What this box last sent, and the address value last seen: a change of the address that the
  // box did not send (a "clear filters" button, back/forward) replaces the text; its own echo
  // does not, so characters typed while a search is on its way are never lost.
  const [sent, setSent] = useState(value ?? '')
  const [seen, setSeen] = useState(value ?? '')
  if ((value ?? '') !== seen) {
    setSeen(value ?? '')
    if ((value ?? '') !== sent) {
      setSent(value ?? '')
      setText(value ?? '')
    }
  }
  const send = (next: string) => {
    const trimmed = next.trim()
    setSent(trimmed)
    onSearch(trimmed || undefined)
  }
  const debouncedSend = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS)

  return (
    <TextInput
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        debouncedSend(event.currentTarget.value)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') debouncedSend.flush()
      }}
      placeholder={t('list.searchPlaceholder')}
      aria-label={t('list.search')}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSectionPointerEvents="all"
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              debouncedSend.cancel()
              setText('')
              send('')
            }}
          />
        ) : null
      }
      style={{ flex: 1, minWidth: 200 }}
      data-testid="product-list-search"
    />
  )
}
