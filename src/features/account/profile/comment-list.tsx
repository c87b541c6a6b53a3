import { Group, Stack, Text } from '@mantine/core'
import type { PostComment } from '@/lib/api/schemas/users'
import { useFormatters } from '@/lib/i18n/format'
import { UserAvatar } from '@/components/user-avatar'
import { asAvatarUser } from './people'
import classes from './profile.module.css'

/** A post's comments, oldest first. */
export function CommentList({ comments }: { comments: readonly PostComment[] }) {
  const format = useFormatters()
  if (comments.length === 0) return null
  return (
    <Stack gap="sm" component="ul" className={classes.comments}>
      {comments.map((comment) => (
        <Group key={comment.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar user={asAvatarUser(comment.author)} size={32} radius={16} />
          <div className={classes.comment}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600} dir="auto">
                {comment.author.displayName}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={comment.createdAt} title={format.dateTime(comment.createdAt)}>
                  {format.fromNow(comment.createdAt)}
                </time>
              </Text>
            </Group>
            <Text size="sm" dir="auto" className={classes.message}>
              {comment.message}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  )
}
