import { Badge, Group, Text, UnstyledButton } from '@mantine/core'
import {
  IconInfoCircle,
  IconLayoutGrid,
  IconLifebuoy,
  IconListDetails,
  IconReceipt,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { FAQ_CATEGORIES, type FaqCategory } from './faq-data'
import type { FaqResult } from './faq-filter'
import classes from './faqs.module.css'

const ICONS = {
  all: IconListDetails,
  general: IconInfoCircle,
  account: IconUserCircle,
  billing: IconReceipt,
  features: IconLayoutGrid,
  security: IconShieldLock,
  support: IconLifebuoy,
} as const

interface FaqCategoriesProps {
  value: FaqCategory | undefined
  counts: FaqResult['counts']
  onChange: (category: FaqCategory | undefined) => void
}

/** The categories, each with how many of its questions match the search; "All" first. */
export function FaqCategories({ value, counts, onChange }: FaqCategoriesProps) {
  const { t } = useTranslation('support')
  const format = useFormatters()
  return (
    <nav aria-label={t('faqs.categoriesLabel')} className={classes.categories}>
      {(['all', ...FAQ_CATEGORIES] as const).map((id) => {
        const Icon = ICONS[id]
        const current = (value ?? 'all') === id
        return (
          <UnstyledButton
            key={id}
            className={classes.category}
            aria-pressed={current}
            data-active={current || undefined}
            data-testid={`faq-category-${id}`}
            onClick={() => onChange(id === 'all' ? undefined : id)}
          >
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap">
                <Icon size={20} stroke={1.6} aria-hidden />
                <Text size="sm" fw={600}>
                  {t(`faqs.categories.${id}`)}
                </Text>
              </Group>
              <Badge
                variant={current ? 'filled' : 'light'}
                color={current ? undefined : 'gray'}
                size="sm"
                circle
                aria-label={t('faqs.matching', { count: counts[id] })}
              >
                {format.number(counts[id])}
              </Badge>
            </Group>
          </UnstyledButton>
        )
      })}
    </nav>
  )
}
