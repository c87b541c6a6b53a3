import { Badge, Card, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useApiImageSrc } from '@/components/api-image'
import type { PostSummary } from '@/lib/api/schemas/blog'
import { useFormatters } from '@/lib/i18n/format'
import { BlogPersonAvatar } from '../components/blog-person-avatar'
import { PostCounts } from './post-counts'
import classes from './post-list.module.css'

interface PostCardProps {
  post: PostSummary
  /** The newest post of the first page: twice as wide (and tall on wide screens), text on the cover. */
  featured?: boolean
}

/**
 * One post in the grid: cover, author, date, title, description and counts. The title is the
 * card's one link; it stretches over the whole card, so a click anywhere opens the post while a
 * keyboard or a screen reader meets one link, named by the title.
 */
export function PostCard({ post, featured = false }: PostCardProps) {
  const { t } = useTranslation('blog')
  const format = useFormatters()
  const cover = useApiImageSrc(post.coverUrl)
  const date = post.publishedAt ?? post.createdAt
  return (
    <Card
      component="article"
      p={0}
      className={classes.card}
      data-featured={featured || undefined}
      data-testid="post-card"
    >
      <div className={classes.media}>
        {cover.src && (
          // Decorative: the title says what the post is.
          <img
            src={cover.src}
            alt=""
            loading="lazy"
            className={classes.cover}
            onError={cover.onError}
          />
        )}
        {featured && <div className={classes.shade} aria-hidden />}
        {post.status === 'draft' && (
          <Badge color="yellow" variant="filled" radius="sm" className={classes.draft}>
            {t('status.draft')}
          </Badge>
        )}
        <BlogPersonAvatar
          person={post.author}
          size={featured ? 48 : 40}
          radius="xl"
          className={classes.avatar}
          // The name is read with the date below; the picture repeats it.
          aria-hidden
        />
      </div>
      <div className={classes.body}>
        <Text size="xs" className={classes.meta}>
          <span dir="auto">{post.author.name}</span>
          <span aria-hidden> · </span>
          <time dateTime={date}>{format.date(date)}</time>
        </Text>
        <Text
          component="h2"
          fw={600}
          size={featured ? 'xl' : 'md'}
          lineClamp={2}
          className={classes.title}
          dir="auto"
        >
          <Link
            to="/dashboard/blog/post/$title"
            params={{ title: post.slug }}
            className={classes.titleLink}
          >
            {post.title}
          </Link>
        </Text>
        <Text size="sm" lineClamp={featured ? 3 : 2} className={classes.description} dir="auto">
          {post.description}
        </Text>
        <PostCounts post={post} className={classes.counts} />
      </div>
    </Card>
  )
}
