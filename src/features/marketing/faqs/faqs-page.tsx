import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '@/components/debounced-search'
import { ButtonLink } from '@/components/link'
import { ContactForm } from '../contact/contact-form'
import { PageHero } from '@/components/page-hero'
import type { FaqsSearch } from '../search'
import { FaqCategories } from './faq-categories'
import { FAQ_ITEMS } from './faq-data'
import { filterFaqs, searchWords, type FaqEntry } from './faq-filter'
import { FaqList } from './faq-list'
import classes from './faqs.module.css'

const route = getRouteApi('/_public/faqs')

/** /faqs: a search and the categories (both in the address) over an accordion of questions. */
export function FaqsPage() {
  const { t } = useTranslation('support')
  const { q, category } = route.useSearch()
  const navigate = route.useNavigate()
  const setSearch = (next: FaqsSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })

  const entries: FaqEntry[] = FAQ_ITEMS.map(({ id, category: itemCategory }) => ({
    id,
    category: itemCategory,
    question: t(`faqs.items.${id}.q`),
    answer: t(`faqs.items.${id}.a`),
  }))
  const result = filterFaqs(entries, { search: q, category })

  return (
    <Stack gap={64}>
      <PageHero eyebrow={t('faqs.eyebrow')} title={t('faqs.title')} subtitle={t('faqs.subtitle')}>
        <div className={classes.search}>
          <DebouncedSearch
            value={q}
            onSearch={(text) => setSearch({ q: text })}
            label={t('faqs.searchLabel')}
            placeholder={t('faqs.searchPlaceholder')}
            clearLabel={t('faqs.searchClear')}
            data-testid="faqs-search"
          />
        </div>
      </PageHero>

      <section aria-labelledby="faqs-questions" className={classes.layout}>
        <FaqCategories
          value={category}
          counts={result.counts}
          onChange={(next) => setSearch({ category: next })}
        />
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4" id="faqs-questions">
              {t(`faqs.categories.${category ?? 'all'}`)}
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="faqs-count">
              {t('faqs.count', { count: result.entries.length })}
            </Text>
          </Group>
          <FaqList
            entries={result.entries}
            words={searchWords(q)}
            search={q}
            onClear={() => setSearch({ q: undefined, category: undefined })}
          />
        </Stack>
      </section>

      <section aria-labelledby="still-title" className={classes.still}>
        <Stack gap="sm" className={classes.stillIntro}>
          <Title order={2} id="still-title">
            {t('faqs.still.title')}
          </Title>
          <Text c="dimmed">{t('faqs.still.subtitle')}</Text>
          <Group>
            <ButtonLink to="/contact-us" variant="default">
              {t('faqs.still.contact')}
            </ButtonLink>
          </Group>
        </Stack>
        <Card padding="xl" className={classes.stillCard}>
          <ContactForm source="faqs" />
        </Card>
      </section>
    </Stack>
  )
}
