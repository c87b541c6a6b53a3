import { Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useApiImageSrc } from '@/components/api-image'
import type { PostSummary } from '@/lib/api/schemas/blog'
import { useFormatters } from '@/lib/i18n/format'
import { recentPostsQueryOptions } from '../api/queries'
import classes from './post-details.module.css'

const COLS = { base: 1, xs: 2, lg: 4 }

/** The newest published posts but this one, as small cards at the end of the page. */
export function RecentPosts({ slug }: { slug: string }) {
  const { t } = useTranslation('blog')
  const query = useQuery(recentPostsQueryOptions(slug))
  // Not worth an error of its own at the foot of a post: it just stays away.
  if (query.isError || query.data?.posts.length === 0) return null
  return (
    <section aria-labelledby="recent-posts-heading" className={classes.recent}>
      <Title order={2} size="h3" id="recent-posts-heading" mb="lg">
        {t('recent.title')}
      </Title>
      <SimpleGrid cols={COLS} spacing="lg">
        {query.data
          ? query.data.posts.map((post) => <RecentPostCard key={post.id} post={post} />)
          : Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={220} radius="lg" />
            ))}
      </SimpleGrid>
    </section>
  )
}

function RecentPostCard({ post }: { post: PostSummary }) {
  const format = useFormatters()
  const cover = useApiImageSrc(post.coverUrl)
  const date = post.publishedAt ?? post.createdAt
  return (
    <Card p={0} component="article" className={classes.recentCard} data-testid="recent-post">
      <div className={classes.recentMedia}>
        {cover.src && <img src={cover.src} alt="" loading="lazy" onError={cover.onError} />}
      </div>
      <div className={classes.recentBody}>
        <Text size="xs" c="dimmed">
          <time dateTime={date}>{format.date(date)}</time>
        </Text>
        <Text component="h3" fw={600} size="sm" lineClamp={2} dir="auto" m={0}>
          <Link
            to="/dashboard/blog/post/$title"
            params={{ title: post.slug }}
            className={classes.recentLink}
          >
            {post.title}
          </Link>
        </Text>
      </div>
    </Card>
  )
}
