import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import type { User } from '@/lib/api/schemas/account'
import { postsQueryOptions } from '../api/profile-queries'
import { PostCard } from './post-card'

function PostSkeleton() {
  return (
    <Card padding="lg">
      <Group gap="sm" mb="md">
        <Skeleton circle height={40} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="40%" />
          <Skeleton height={10} width="20%" />
        </Stack>
      </Group>
      <Skeleton height={12} mb={8} />
      <Skeleton height={12} width="70%" mb="md" />
      <Skeleton height={180} />
    </Card>
  )
}

/** The user's posts, newest first, a page at a time. */
export function PostFeed({ user }: { user: User }) {
  const { t } = useTranslation('account')
  const query = useInfiniteQuery(postsQueryOptions(user.username))
  if (query.isPending)
    return (
      <Stack gap="lg">
        <PostSkeleton />
        <PostSkeleton />
      </Stack>
    )
  if (query.isError) return <QueryError query={query} />
  const posts = query.data.pages.flatMap((page) => page.posts)
  if (posts.length === 0)
    return (
      <Card padding="xl">
        <Text c="dimmed" ta="center">
          {t('profile.feed.empty')}
        </Text>
      </Card>
    )
  return (
    <Stack gap="lg">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} owner={user.username} />
      ))}
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          mx="auto"
        >
          {t('profile.feed.loadMore')}
        </Button>
      )}
    </Stack>
  )
}
