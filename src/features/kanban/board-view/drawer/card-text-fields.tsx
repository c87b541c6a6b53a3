import { Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cardFields, type KanbanCard } from '@/lib/api/schemas/kanban'
import { check } from '../../validation'
import type { useCardSave } from './use-card-save'

type Saver = ReturnType<typeof useCardSave>

/** The title (saved on Enter or when leaving the field, if valid) and the description. */
export function CardTextFields({ card, saver }: { card: KanbanCard; saver: Saver }) {
  const { t } = useTranslation('kanban')
  const { t: tc } = useTranslation('common')
  const [name, setName] = useState(card.name)
  const [description, setDescription] = useState(card.description)

  const saveName = () => {
    const parsed = check(cardFields.name, name, tc)
    if (!parsed.ok) {
      saver.setError('name', parsed.message)
      return
    }
    saver.setError('name', null)
    if (parsed.value !== card.name) saver.save({ name: parsed.value })
    setName(parsed.value)
  }
  const saveDescription = () => {
    const parsed = check(cardFields.description, description, tc)
    if (!parsed.ok) {
      saver.setError('description', parsed.message)
      return
    }
    saver.setError('description', null)
    if (parsed.value !== card.description) saver.save({ description: parsed.value })
  }

  return (
    <>
      <TextInput
        label={t('drawer.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onBlur={saveName}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            saveName()
          }
        }}
        error={saver.errors.name}
        required
        data-testid="card-name"
      />
      <Textarea
        label={t('drawer.description')}
        placeholder={t('drawer.descriptionPlaceholder')}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        onBlur={saveDescription}
        error={saver.errors.description}
        autosize
        minRows={3}
        maxRows={10}
      />
    </>
  )
}
