import { TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { newCardBodySchema } from '@/lib/api/schemas/kanban'
import { newId, useAddCard } from '../api/mutations'
import { check } from '../validation'

const titleSchema = newCardBodySchema.shape.card.shape.name

/** The title field at the bottom of a column: Enter adds the card and keeps the field for the next. */
export function QuickAddCard({ columnId, columnName }: { columnId: string; columnName: string }) {
  const { t } = useTranslation('kanban')
  const { t: tc } = useTranslation('common')
  const add = useAddCard()
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = () => {
    if (!title.trim()) return
    const parsed = check(titleSchema, title, tc)
    if (!parsed.ok) {
      setError(parsed.message)
      return
    }
    const card = { id: newId('card'), name: parsed.value }
    setTitle('')
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
