import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'

/**
 * The text of a search box whose search lives in the address (`value`, applied with `onSearch`):
 * shown as typed at once, searched once typing pauses for `delay` ms, or at once on submit.
 * A change of the address the box did not make (a chip removed, the search cleared from an empty
 * state, back/forward) replaces the text; the box's own echo leaves what is typed alone, so a
 * trailing space or characters typed while a search is on its way survive. Shared by the
 * suggestion boxes (the shop's, the blog's).
 */
export function useSearchText(
  value: string | undefined,
  onSearch: (text: string | undefined) => void,
  delay: number,
) {
  const [text, setText] = useState(value ?? '')
  // What this box last put in the address.
  const [sent, setSent] = useState(value)
  if (value !== sent) {
    setSent(value)
    setText(value ?? '')
  }
  const search = (next: string) => {
    const q = next.trim() || undefined
    setSent(q)
    if (q !== value) onSearch(q)
  }
  const searchLater = useDebouncedCallback(search, delay)

  return {
    text,
    /** Typed: shown now, searched once typing pauses. */
    type: (next: string) => {
      setText(next)
      searchLater(next)
    },
    /** Enter: the search now. */
    submit: () => {
      searchLater.cancel()
      search(text)
    },
    clear: () => {
      searchLater.cancel()
      setText('')
      search('')
    },
    /** Leaves the address as it is (a suggestion was chosen); `shown` replaces the text. */
    cancel: (shown?: string) => {
      searchLater.cancel()
      if (shown !== undefined) setText(shown)
    },
  }
}
