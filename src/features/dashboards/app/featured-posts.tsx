import { Box, Overlay, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import { ApiImage } from '@/components/api-image'
import { useFormatters } from '@/lib/i18n/format'
import { CarouselCard } from '../widgets/carousel-card'
import classes from './featured-posts.module.css'
import { appWidgetQueries } from './widget-queries'

/** The blog's newest published posts, one per slide, over their covers. */
export function FeaturedPosts() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(appWidgetQueries.featuredPosts())
  return (
    <CarouselCard
      query={query}
      records={(answer) => answer.rows}
      label={t('app.featured.label')}
      emptyText={t('app.featured.empty')}
      bleed
      className={classes.root}
      data-testid="featured-posts"
      slide={(post, index) => (
        <Box className={classes.slide}>
          {post.coverUrl && (
            <ApiImage
              src={post.coverUrl}
              alt=""
              className={classes.cover}
              fit="cover"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
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
      )}
    />
  )
}
