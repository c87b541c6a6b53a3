import { TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { newCardBodySchema } from '@/lib/api/schemas/kanban'
import { newId, useAddCard } from '../api/mutations'
import { check } from '../validation'

const titleSchema = newCardBodySchema.shape.card.shape.name

/** Frames to wait for the optimistic card to render (the write first cancels the board's fetch). */
const REVEAL_FRAMES = 30

/**
 * Brings a just-added card into view: it lands at the end of its column, often below the
 * column's scroll. A long (virtual) column renders it only once the end is scrolled to. Card
 * ids are ours (newId), so they need no escaping in the selector.
 */
function revealCard(from: HTMLElement, cardId: string) {
  const list = from.closest('[role="group"]')?.querySelector<HTMLElement>('[data-card-list]')
  let frames = 0
  const step = () => {
    const card = document.querySelector(`[data-testid="kanban-card-${cardId}"]`)
    if (card) {
      card.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
      return
    }
    if (list) list.scrollTop = list.scrollHeight
    if (++frames < REVEAL_FRAMES) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/** The title field at the bottom of a column: Enter adds the card and keeps the field for the next. */
export function QuickAddCard({ columnId, columnName }: { columnId: string; columnName: string }) {
  const { t } = useTranslation('kanban')
  const { t: tc } = useTranslation('common')
  const add = useAddCard()
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  const field = useRef<HTMLInputElement>(null)

  const submit = () => {
    if (!title.trim()) return
    const parsed = check(titleSchema, title, tc)
    if (!parsed.ok) {
      setError(parsed.message)
      return
    }
    const card = { id: newId('card'), name: parsed.value }
    setTitle('')
    if (field.current) revealCard(field.current, card.id)
    add.mutate(
      { columnId, card },
      {
        onError: (failure) => {
          setTitle(card.name)
          setError(failure.message)
        },
      },
    )
  }

  return (
    <TextInput
      ref={field}
      size="xs"
      variant="filled"
      value={title}
      onChange={(event) => {
        setTitle(event.currentTarget.value)
        setError(null)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          submit()
        } else if (event.key === 'Escape') {
          setTitle('')
          setError(null)
        }
      }}
      leftSection={<IconPlus size={14} aria-hidden />}
      placeholder={t('quickAdd.placeholder')}
      aria-label={t('quickAdd.label', { column: columnName })}
      error={error}
    />
  )
}
