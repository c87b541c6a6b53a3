import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core'
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Comment } from '@/lib/api/schemas/blog'
import { useFormatters } from '@/lib/i18n/format'
import { BlogPersonAvatar } from '../components/blog-person-avatar'
import classes from './post-details.module.css'

interface CommentItemProps {
  comment: Comment
  /** Replying is offered while the post takes comments. */
  onReply?: () => void
  onDelete: () => void
  /** The reply form, when it is open under this comment. */
  children?: ReactNode
}

/**
 * One comment or reply: who, when, to whom (replies), the text as plain text in its own direction,
 * and reply / delete.
 */
export function CommentItem({ comment, onReply, onDelete, children }: CommentItemProps) {
  const { t } = useTranslation('blog')
  const format = useFormatters()
  const isReply = comment.parentId !== null
  return (
    <div className={classes.comment} data-testid={isReply ? 'reply' : 'comment'}>
      <BlogPersonAvatar person={comment.author} size={isReply ? 32 : 40} radius="xl" />
      <div className={classes.commentBody}>
        <Group gap={8} wrap="wrap" align="baseline">
          <Text fw={600} size="sm" dir="auto">
            {comment.author.name}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={comment.createdAt} title={format.dateTime(comment.createdAt)}>
              {format.fromNow(comment.createdAt)}
            </time>
          </Text>
        </Group>
        {comment.replyTo && (
          <Text size="xs" c="dimmed" dir="auto">
            {t('comments.replyingTo', { name: comment.replyTo.name })}
          </Text>
        )}
        <Text size="sm" mt={4} dir="auto" className={classes.message}>
          {comment.message}
        </Text>
        {/* Pulled back by the buttons' own padding, so the actions line up with the text. */}
        <Group gap={4} mt={4} ms={-8}>
          {onReply && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={onReply}
              aria-label={t('comments.replyTo', { name: comment.author.name })}
            >
              {t('comments.reply')}
            </Button>
          )}
          {comment.canDelete && (
            <Tooltip label={t('comments.delete')}>
              <ActionIcon
                size="sm"
                onClick={onDelete}
                aria-label={t('comments.deleteOf', { name: comment.author.name })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {children}
      </div>
    </div>
  )
}
