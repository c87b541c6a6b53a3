import { Accordion, Button, Highlight, Stack, Text } from '@mantine/core'
import { IconMoodEmpty, IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { FaqEntry } from './faq-filter'
import classes from './faqs.module.css'

interface FaqListProps {
  entries: readonly FaqEntry[]
  /** The search as typed: its words are highlighted. */
  words: readonly string[]
  search: string | undefined
  onClear: () => void
}

/** A search opens its answers (the words may be there), unless it leaves too many to read. */
const OPEN_AT_MOST = 6

/** The questions that match, as an accordion with the searched words highlighted. */
export function FaqList({ entries, words, search, onClear }: FaqListProps) {
  const { t } = useTranslation('support')
  if (entries.length === 0)
    return (
      <Stack align="center" gap="sm" py="xl" ta="center" data-testid="faqs-empty">
        <IconMoodEmpty size={40} stroke={1.4} className={classes.emptyIcon} aria-hidden />
        <Text fw={600}>{search ? t('faqs.emptySearch', { search }) : t('faqs.emptyCategory')}</Text>
        <Button variant="light" onClick={onClear}>
          {t('faqs.clear')}
        </Button>
      </Stack>
    )
  return (
    <Accordion
      // A new search starts from its own open answers; the reader's clicks hold until then.
      key={search ?? ''}
      multiple
      defaultValue={
        search && entries.length <= OPEN_AT_MOST ? entries.map((entry) => entry.id) : []
      }
      variant="separated"
      radius="lg"
      order={3}
      chevron={<IconPlus size={18} aria-hidden />}
      classNames={{ chevron: classes.chevron, item: classes.item }}
      data-testid="faqs-list"
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} data-testid={`faq-${entry.id}`}>
          <Accordion.Control>
            <Highlight highlight={[...words]} fw={600} component="span">
              {entry.question}
            </Highlight>
          </Accordion.Control>
          <Accordion.Panel>
            <Highlight highlight={[...words]} size="sm" c="dimmed">
              {entry.answer}
            </Highlight>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}
