import { Box, Card, Overlay, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import { ApiImage } from '@/components/api-image'
import { Carousel } from '@/components/carousel/carousel'
import { QueryError } from '@/components/query-error'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import classes from './featured-posts.module.css'

const COUNT = 5

/** The blog's newest published posts, one per slide, over their covers. */
export function FeaturedPosts() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.app.featuredPosts(COUNT))
  if (query.isError) {
    return (
      <Card radius="lg" padding="lg" h="100%">
        <QueryError query={query} />
      </Card>
    )
  }
  if (!query.data) return <Skeleton h="100%" mih={260} radius="lg" data-testid="widget-skeleton" />
  const posts = query.data.rows
  return (
    <Card radius="lg" padding={0} className={classes.root} data-testid="featured-posts">
      {posts.length === 0 ? (
        <Stack justify="center" align="center" h="100%" p="lg">
          <Text c="dimmed">{t('app.featured.empty')}</Text>
        </Stack>
      ) : (
        <Carousel label={t('app.featured.label')} gap="0px" className={classes.carousel}>
          {posts.map((post) => (
            <Box key={post.id} className={classes.slide}>
              {post.coverUrl && (
                <ApiImage src={post.coverUrl} alt="" className={classes.cover} fit="cover" />
              )}
              <Overlay
                gradient="linear-gradient(180deg, rgba(0,0,0,0) 30%, rgba(0,0,0,0.85) 100%)"
                zIndex={1}
              />
              <Stack gap={6} className={classes.caption}>
                <Text size="xs" fw={700} tt="uppercase" className={classes.kicker}>
                  {t('app.featured.kicker')}
                </Text>
                <AnchorLink
                  to="/dashboard/blog/post/$title"
                  params={{ title: post.slug }}
                  className={classes.title}
                  lineClamp={2}
                >
                  {post.title}
                </AnchorLink>
                <Text size="sm" className={classes.meta} lineClamp={1}>
                  {post.publishedAt ? format.date(post.publishedAt) : null}
                </Text>
              </Stack>
            </Box>
          ))}
        </Carousel>
      )}
    </Card>
  )
}
