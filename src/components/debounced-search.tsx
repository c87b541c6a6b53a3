import { CloseButton, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { typedText } from '@/lib/i18n/typed-text'

/** Typing waits this long before the address (and so the request) changes. */
export const SEARCH_DEBOUNCE_MS = 300

interface DebouncedSearchProps {
  /** The search in the address. */
  value: string | undefined
  onSearch: (text: string | undefined) => void
  label: string
  placeholder: string
  clearLabel: string
  'data-testid'?: string
}

/**
 * A list's search box (products, users, their cards, friends, invoices): instant to type in,
 * debounced into the URL.
 */
export function DebouncedSearch({
  value,
  onSearch,
  label,
  placeholder,
  clearLabel,
  'data-testid': testId,
}: DebouncedSearchProps) {
  const [text, setText] = useState(value ?? '')
  // What this box last sent, and the address value last seen: a change of the address the box did
  // not send (clear filters, back/forward) replaces the text; its own echo does not, so characters
  // typed while a search is on its way are never lost.
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
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSectionPointerEvents="all"
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={clearLabel}
            onClick={() => {
              debouncedSend.cancel()
              setText('')
              send('')
            }}
          />
        ) : null
      }
      style={{ flex: 1, minWidth: 200 }}
      // A search may be typed in another script than the page's.
      attributes={typedText(text)}
      data-testid={testId}
    />
  )
}
