import { Group, Text, VisuallyHidden } from '@mantine/core'
import { IconEye, IconMessageCircle, IconShare3, type Icon } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { PostSummary } from '@/lib/api/schemas/blog'
import { useFormatters } from '@/lib/i18n/format'
import classes from './post-list.module.css'

const COUNTS = [
  ['comments', 'totalComments', IconMessageCircle],
  ['views', 'totalViews', IconEye],
  ['shares', 'totalShares', IconShare3],
] as const satisfies ReadonlyArray<readonly [string, keyof PostSummary, Icon]>

/** Comments, views and shares: compact figures to the eye ("1.2K"), whole words to a reader. */
export function PostCounts({ post, className }: { post: PostSummary; className?: string }) {
  const { t } = useTranslation('blog')
  const format = useFormatters()
  const compact = format.numberFormat({ notation: 'compact', maximumFractionDigits: 1 })
  return (
    <Group gap="md" className={className} wrap="nowrap">
      {COUNTS.map(([key, field, IconFor]) => (
        <Text key={key} size="xs" span className={classes.count} data-testid={`post-${key}`}>
          <IconFor size={16} aria-hidden />
          <span aria-hidden>{compact.format(post[field])}</span>
          <VisuallyHidden>
            {t(`card.${key}`, { count: post[field], value: format.number(post[field]) })}
          </VisuallyHidden>
        </Text>
      ))}
    </Group>
  )
}
