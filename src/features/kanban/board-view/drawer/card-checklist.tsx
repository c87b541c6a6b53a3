import { ActionIcon, Checkbox, Group, Input, Progress, Stack, Text, TextInput } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanCard } from '@/lib/api/schemas/kanban'
import { checklistProgress } from '../../card-display'
import type { useCardSave } from './use-card-save'

type Saver = ReturnType<typeof useCardSave>
const MAX_ITEMS = 50
const MAX_TEXT = 200

/** The card's checklist: progress, tick, remove, and a field that adds an item on Enter. */
export function CardChecklist({ card, saver }: { card: KanbanCard; saver: Saver }) {
  const { t } = useTranslation('kanban')
  const { t: tc } = useTranslation('common')
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { done, total, percent } = checklistProgress(card.checklist)
  const setList = (checklist: KanbanCard['checklist']) => saver.save({ checklist })

  const add = () => {
    const value = text.trim()
    if (!value) {
      setError(tc('validation.name_required'))
      return
    }
    if (value.length > MAX_TEXT || card.checklist.length >= MAX_ITEMS) {
      setError(tc('validation.invalid_value'))
      return
    }
    setList([...card.checklist, { id: `check-${crypto.randomUUID()}`, text: value, done: false }])
    setText('')
  }

  return (
    <Input.Wrapper
      label={t('drawer.checklist')}
      labelElement="div"
      id={id}
      error={saver.errors.checklist}
    >
      <Stack gap="xs" mt={6}>
        {total > 0 ? (
          <Group gap="sm" wrap="nowrap">
            <Progress value={percent} flex={1} size="sm" aria-label={t('drawer.checklist')} />
            <Text size="xs" c="dimmed" data-testid="checklist-progress">
              {t('drawer.checklistProgress', { done, total })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('drawer.checklistEmpty')}
          </Text>
        )}
        {card.checklist.map((item) => (
          <Group key={item.id} gap="xs" wrap="nowrap" justify="space-between">
            <Checkbox
              label={item.text}
              checked={item.done}
              onChange={(event) => {
                const checked = event.currentTarget.checked
                setList(card.checklist.map((i) => (i.id === item.id ? { ...i, done: checked } : i)))
              }}
              styles={{ label: { textDecoration: item.done ? 'line-through' : undefined } }}
            />
            <ActionIcon
              size="sm"
              aria-label={t('drawer.checklistRemove', { text: item.text })}
              onClick={() => setList(card.checklist.filter((i) => i.id !== item.id))}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <TextInput
          size="xs"
          aria-label={t('drawer.checklistAdd')}
          placeholder={t('drawer.checklistAddPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value)
            setError(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
          error={error}
          maxLength={MAX_TEXT + 20}
        />
      </Stack>
    </Input.Wrapper>
  )
}
