import { Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconHeart, IconTrophy } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/user-avatar'
import { useFormatters } from '@/lib/i18n/format'
import { usePeriod } from '../use-period'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './app-lists.module.css'
import { appWidgetQueries, WIDGET_ROWS } from './widget-queries'

const MEDALS = ['yellow', 'gray', 'orange'] as const

/** The blog's authors whose posts of the period were liked most. */
export function TopAuthors() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(appWidgetQueries.topAuthors(usePeriod()))
  return (
    <WidgetCard
      title={t('app.authors.title')}
      subheader={t('app.authors.subheader')}
      data-testid="top-authors"
    >
      <WidgetBody
        query={query}
        height={WIDGET_ROWS.topAuthors * 56}
        isEmpty={(answer) => answer.items.length === 0}
        emptyText={t('app.authors.empty')}
      >
        {(answer) => (
          <Stack gap="lg" component="ol" className={classes.list}>
            {answer.items.map((author, index) => (
              <Group key={author.userId} component="li" gap="md" wrap="nowrap">
                <UserAvatar
                  user={{ displayName: author.name, avatarUrl: author.avatarUrl }}
                  size={44}
                />
                <Stack gap={2} miw={0} flex={1}>
                  <Text size="sm" fw={600} truncate>
                    {author.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <IconHeart size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                    <Text size="xs" c="dimmed">
                      {t('app.authors.favorites', {
                        count: author.favorites,
                        formatted: format.number(author.favorites),
                      })}
                    </Text>
                  </Group>
                </Stack>
                <ThemeIcon
                  variant="light"
                  color={MEDALS[index] ?? 'gray'}
                  radius="xl"
                  size={36}
                  className={classes.rank}
                  role="img"
                  aria-label={t('app.authors.rank', { rank: author.rank })}
                >
                  <IconTrophy size={18} aria-hidden />
                </ThemeIcon>
              </Group>
            ))}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
