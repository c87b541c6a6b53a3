import { Badge, Box, Group, Stack, Text, Title, Typography } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useApiImageSrc } from '@/components/api-image'
import { SafeHtml, useSanitizedHtml } from '@/components/rich-text/safe-html'
import type { BlogPerson, Post } from '@/lib/api/schemas/blog'
import { useFormatters } from '@/lib/i18n/format'
import { BlogPersonAvatar } from './blog-person-avatar'
import classes from './post-article.module.css'

/**
 * What the article needs of a post: the post page gives the stored post, the editor's preview the
 * form's values (the signed-in user as the author, no date yet: `createdAt` of now).
 */
export type PostArticleData = Pick<
  Post,
  | 'title'
  | 'description'
  | 'content'
  | 'coverUrl'
  | 'tags'
  | 'publishedAt'
  | 'createdAt'
  | 'readingMinutes'
  | 'status'
> & { author: Pick<BlogPerson, 'name' | 'avatarUrl' | 'username'> }

interface PostArticleProps {
  post: PostArticleData
  /** The title's heading level: 1 on the post page, 2 inside a dialog that has its own title. */
  titleOrder?: 1 | 2
  /** What the page adds at the end of the article's column (the favourite and share actions). */
  children?: ReactNode
}

/**
 * A post as a reader sees it: the hero (cover, title, author, date, reading time), the
 * description, the content through the shared sanitizer (links open in a new tab that cannot reach
 * back), and the tags. The post page and the editor's preview both render this, so the preview is
 * the page.
 */
export function PostArticle({ post, titleOrder = 1, children }: PostArticleProps) {
  const { t } = useTranslation('blog')
  const format = useFormatters()
  const cover = useApiImageSrc(post.coverUrl)
  const content = useSanitizedHtml(post.content, { linksInNewTab: true })
  const date = post.publishedAt ?? post.createdAt
  return (
    <Box component="article" className={classes.article} data-testid="post-article">
      <header className={classes.hero} data-with-cover={post.coverUrl ? true : undefined}>
        {cover.src && (
          // Decorative: the title over it says what the post is.
          <img src={cover.src} alt="" className={classes.cover} onError={cover.onError} />
        )}
        <div className={classes.heroShade} aria-hidden />
        <Stack className={classes.heroText} gap="lg" justify="space-between">
          <Stack gap="sm">
            {post.status === 'draft' && (
              <Badge color="yellow" variant="filled" radius="sm" className={classes.draft}>
                {t('status.draft')}
              </Badge>
            )}
            <Title order={titleOrder} className={classes.title} dir="auto">
              {post.title}
            </Title>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <BlogPersonAvatar
              person={post.author}
              size={48}
              radius="xl"
              className={classes.avatar}
            />
            <div>
              <Text fw={600} dir="auto">
                {post.author.name}
              </Text>
              <Text size="sm" className={classes.meta}>
                <time dateTime={date}>{format.date(date)}</time>
                <span aria-hidden> · </span>
                {t('readingTime', { count: post.readingMinutes })}
              </Text>
            </div>
          </Group>
        </Stack>
      </header>

      <div className={classes.column}>
        {post.description && (
          <Text className={classes.description} dir="auto">
            {post.description}
          </Text>
        )}
        <Typography className={classes.content}>
          <SafeHtml sanitized={content} />
        </Typography>
        {post.tags.length > 0 && (
          <Group gap="xs" component="ul" className={classes.tags} aria-label={t('post.tags')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="light" color="gray" radius="sm" tt="none" size="lg" dir="auto">
                  {tag}
                </Badge>
              </li>
            ))}
          </Group>
        )}
        {children}
      </div>
    </Box>
  )
}
