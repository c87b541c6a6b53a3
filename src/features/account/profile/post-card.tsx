import { ActionIcon, Avatar, Card, Group, Stack, Text, Tooltip } from '@mantine/core'
import { IconHeart, IconHeartFilled, IconMessageCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import { UserAvatar } from '@/components/user-avatar'
import type { UserPost } from '@/lib/api/schemas/users'
import { useFormatters } from '@/lib/i18n/format'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { useLikePost } from '../api/profile-mutations'
import { CommentForm } from './comment-form'
import { CommentList } from './comment-list'
import { asAvatarUser } from './people'
import classes from './profile.module.css'

/** One post of the feed: the message, its picture, likes and comments. */
export function PostCard({ post, owner }: { post: UserPost; owner: string }) {
  const { t } = useTranslation('account')
  const format = useFormatters()
  const me = useCurrentUser()
  const like = useLikePost(owner, {
    id: me?.id ?? '',
    username: me?.username ?? '',
    displayName: me?.displayName ?? '',
    avatarUrl: me?.avatarUrl ?? null,
  })
  const likers = post.likedBy.map((p) => p.displayName)
  return (
    <Card padding="lg" component="article" aria-labelledby={`post-${post.id}`}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <UserAvatar user={asAvatarUser(post.author)} size={40} radius={20} />
        <div>
          <Text fw={600} size="sm" id={`post-${post.id}`} dir="auto">
            {post.author.displayName}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={post.createdAt} title={format.dateTime(post.createdAt)}>
              {format.fromNow(post.createdAt)}
            </time>
          </Text>
        </div>
      </Group>
      <Text size="sm" dir="auto" className={classes.message}>
        {post.message}
      </Text>
      {post.imageUrl && (
        <ApiImage
          src={post.imageUrl}
          alt={t('profile.feed.picture', { name: post.author.displayName })}
          radius="md"
          mt="md"
          className={classes.postImage}
        />
      )}
      <Group justify="space-between" mt="md" gap="sm">
        <Group gap={6}>
          <ActionIcon
            variant="subtle"
            color={post.isLiked ? 'red' : 'gray'}
            size="lg"
            aria-label={t('profile.feed.like')}
            aria-pressed={post.isLiked}
            onClick={() => like.mutate({ postId: post.id, liked: !post.isLiked })}
          >
            {post.isLiked ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {t('profile.feed.likes', { count: post.likes })}
          </Text>
          {likers.length > 0 && (
            <Tooltip label={t('profile.feed.likedBy', { names: likers.join(', ') })}>
              <Avatar.Group
                spacing="sm"
                aria-label={t('profile.feed.likedBy', { names: likers.join(', ') })}
                role="img"
              >
                {post.likedBy.map((person) => (
                  <UserAvatar key={person.id} user={asAvatarUser(person)} size={26} radius={13} />
                ))}
              </Avatar.Group>
            </Tooltip>
          )}
        </Group>
        <Group gap={6} c="dimmed">
          <IconMessageCircle size={18} aria-hidden />
          <Text size="sm">{t('profile.feed.comments', { count: post.comments.length })}</Text>
        </Group>
      </Group>
      <Stack gap="md" mt="md">
        <CommentList comments={post.comments} />
        <CommentForm postId={post.id} owner={owner} />
      </Stack>
    </Card>
  )
}
