import { ActionIcon, Text, Tooltip } from '@mantine/core'
import { IconKeyboard, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '@/components/debounced-search'
import { useFormatters } from '@/lib/i18n/format'
import classes from './mail-list.module.css'

interface MailListHeaderProps {
  q: string
  onSearch: (text: string | undefined) => void
  /** Mails matching the label and search, once known. */
  total: number | undefined
  /** The label's unread mails (left out while searching: the count is the label's, not the search's). */
  unread: number | undefined
  refreshing: boolean
  onRefresh: () => void
  onHelp: () => void
}

/** The list's header without a selection: search, refresh, the count and the shortcuts. */
export function MailListHeader({
  q,
  onSearch,
  total,
  unread,
  refreshing,
  onRefresh,
  onHelp,
}: MailListHeaderProps) {
  const { t } = useTranslation('mail')
  const format = useFormatters()
  return (
    <>
      <div className={classes.search}>
        <DebouncedSearch
          value={q || undefined}
          onSearch={onSearch}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          clearLabel={t('list.clearSearch')}
          data-testid="mail-search"
        />
      </div>
      <Tooltip label={t('list.refresh')}>
        <ActionIcon
          aria-label={t('list.refresh')}
          onClick={onRefresh}
          loading={refreshing}
          size="lg"
        >
          <IconRefresh size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {total !== undefined && (
        <Text size="sm" c="dimmed" className={classes.count} aria-live="polite">
          <span>{t('list.count', { count: total, total: format.number(total) })}</span>
          {unread ? <span> · {t('list.unread', { unread: format.number(unread) })}</span> : null}
        </Text>
      )}
      <Tooltip label={t('list.shortcuts')}>
        <ActionIcon aria-label={t('list.shortcuts')} onClick={onHelp} size="lg">
          <IconKeyboard size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  )
}
