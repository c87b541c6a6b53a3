import { Avatar, Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { commentBodySchema, type KanbanCard } from '@/lib/api/schemas/kanban'
import { serverErrors } from '@/lib/forms'
import { useFormatters } from '@/lib/i18n/format'
import { useAddComment } from '../../api/mutations'
import { check } from '../../validation'

/** The card's comments, oldest first, and a field to add one. */
export function CardComments({ card }: { card: KanbanCard }) {
  const { t } = useTranslation('kanban')
  const { t: tc } = useTranslation('common')
  const format = useFormatters()
  const add = useAddComment()
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = () => {
    const parsed = check(commentBodySchema.shape.message, message, tc)
    if (!parsed.ok) {
      setError(parsed.message)
      return
    }
    add.mutate(
      { cardId: card.id, message: parsed.value },
      {
        onSuccess: () => setMessage(''),
        onError: (failure) => {
          const { fieldErrors, message } = serverErrors(failure, ['message'])
          setError(fieldErrors.message ?? message)
        },
      },
    )
  }

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm" component="h3">
        {t('drawer.comments')}
      </Text>
      {card.comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('drawer.noComments')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {card.comments.map((comment) => (
            <Group key={comment.id} component="li" gap="sm" align="flex-start" wrap="nowrap">
              <Avatar
                src={comment.avatarUrl}
                name={comment.name}
                color="initials"
                size={32}
                alt=""
              />
              <div style={{ minWidth: 0 }}>
                <Group gap={8}>
                  <Text size="sm" fw={600}>
                    {comment.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.fromNow(comment.createdAt)}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.message}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
      <Textarea
        label={t('drawer.commentLabel')}
        placeholder={t('drawer.commentPlaceholder')}
        value={message}
        onChange={(event) => {
          setMessage(event.currentTarget.value)
          setError(null)
        }}
        error={error}
        autosize
        minRows={2}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={submit} loading={add.isPending}>
          {t('drawer.commentSubmit')}
        </Button>
      </Group>
    </Stack>
  )
}
