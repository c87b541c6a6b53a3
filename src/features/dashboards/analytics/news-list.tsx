import { Box, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import { AnchorLink, ButtonLink } from '@/components/link'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './analytics.module.css'

const NEWS_COUNT = 5

/** The blog's newest published posts, each a link to its page. */
export function NewsList() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.analytics.news(NEWS_COUNT))
  return (
    <WidgetCard
      title={t('analytics.news.title')}
      subheader={t('analytics.news.subheader')}
      actions={
        <ButtonLink to="/dashboard/blog/posts" variant="subtle" size="xs">
          {t('widget.viewAll')}
        </ButtonLink>
      }
      data-testid="widget-news"
    >
      <WidgetBody
        query={query}
        height={NEWS_COUNT * 72}
        isEmpty={(data) => data.rows.length === 0}
        emptyText={t('analytics.news.empty')}
      >
        {(data) => (
          <Stack gap="md" component="ul" className={classes.plainList}>
            {data.rows.map((post) => (
              <Group key={post.id} component="li" gap="md" wrap="nowrap" data-testid="news-item">
                <ApiImage
                  src={post.coverUrl}
                  alt=""
                  w={56}
                  h={56}
                  radius="md"
                  fit="cover"
                  className={classes.cover}
                />
                <Box miw={0} flex={1}>
                  <AnchorLink
                    to="/dashboard/blog/post/$title"
                    params={{ title: post.slug }}
                    fw={600}
                    size="sm"
                    c="var(--mantine-color-text)"
                    lineClamp={1}
                  >
                    <bdi>{post.title}</bdi>
                  </AnchorLink>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    <bdi>{post.description}</bdi>
                  </Text>
                </Box>
                <Text size="xs" c="dimmed" className={classes.when}>
                  {format.fromNow(post.publishedAt ?? post.createdAt)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
