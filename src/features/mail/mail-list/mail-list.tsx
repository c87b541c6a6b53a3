/**
 * The mails of the shown label and search (the address holds both, through useMailNavigation):
 * a header with the search, select-all, refresh and the count (the bulk bar while mails are
 * selected), then the rows, virtualized and loaded page after page as the end nears. Rows use
 * roving focus: one row is in the Tab order, j/k and the arrows move between rows.
 */
import { Button, Checkbox, Skeleton, Stack, Text } from '@mantine/core'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { ApiError } from '@/lib/api/http'
import type { Mail, MailLabel } from '@/lib/api/schemas/mail'
import { isSystemLabel } from '@/lib/api/schemas/mail-constants'
import { mailLabelsQueryOptions, mailListQueryOptions } from '../api/queries'
import { useOpenCompose } from '../compose/compose-state'
import { useMailNavigation } from '../use-mail-navigation'
import { MailBulkBar } from './mail-bulk-bar'
import { MailListEmpty } from './mail-list-empty'
import { MailListHeader } from './mail-list-header'
import { MailRow } from './mail-row'
import { MailShortcutsHelp } from './mail-shortcuts-help'
import { useMailActions } from './use-mail-actions'
import { useMailShortcuts } from './use-mail-shortcuts'
import classes from './mail-list.module.css'

const ROW_HEIGHT = 57
/** Rows left below the screen when the next page is asked for. */
const PREFETCH_ROWS = 15
const NO_IDS: ReadonlySet<string> = new Set()

export function MailList() {
  const { t } = useTranslation('mail')
  const navigation = useMailNavigation()
  const { label, q, mailId, openMail, closeMail, setQuery } = navigation
  const openCompose = useOpenCompose()
  const actions = useMailActions()
  const query = useInfiniteQuery(mailListQueryOptions({ label, search: q }))
  const labelsQuery = useQuery(mailLabelsQueryOptions())
  const mails = query.data?.pages.flatMap((page) => page.mails) ?? []
  const total = query.data?.pages.at(-1)?.total ?? 0
  const labels = labelsQuery.data?.labels ?? []
  const customLabels = labels.filter((item) => item.type === 'custom')
  const labelData = labelsQuery.data
  const customById = useMemo(
    () =>
      new Map<string, MailLabel>(
        (labelData?.labels ?? []).flatMap((item) =>
          item.type === 'custom' ? [[item.id, item] as const] : [],
        ),
      ),
    [labelData],
  )
  const shown = labels.find((item) => item.id === label)
  const outgoing = label === 'sent' || label === 'drafts'

  // Selection and the focused row belong to one view (label and search): another view starts
  // with none, and mails that left the list (trashed, deleted) drop out of the selection.
  const view = `${label}\u0000${q}`
  const [selection, setSelection] = useState({ view, ids: NO_IDS })
  const selectedIds = selection.view === view ? selection.ids : NO_IDS
  const selected = mails.filter((mail) => selectedIds.has(mail.id))
  const [focus, setFocus] = useState({ view, index: -1 })
  const openIndex = mailId ? mails.findIndex((mail) => mail.id === mailId) : -1
  const focusIndex = focus.view === view && focus.index >= 0 ? focus.index : openIndex
  const [helpOpen, setHelpOpen] = useState(false)

  const scrollRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const hasMore = Boolean(query.hasNextPage)
  // The virtualizer's functions change on every scroll, so the compiler leaves this component
  // unmemoized; the rows are memoized themselves.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: mails.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => mails[index]?.id ?? 'more',
    overscan: 8,
  })
  const virtualItems = virtualizer.getVirtualItems()
  const lastShown = virtualItems.at(-1)?.index ?? -1
  const { fetchNextPage, isFetchingNextPage } = query
  useEffect(() => {
    if (hasMore && !isFetchingNextPage && lastShown >= mails.length - PREFETCH_ROWS)
      void fetchNextPage()
  }, [hasMore, isFetchingNextPage, lastShown, mails.length, fetchNextPage])

  const select = useCallback(
    (id: string, on: boolean) =>
      setSelection((current) => {
        const ids = new Set(current.view === view ? current.ids : NO_IDS)
        if (on) ids.add(id)
        else ids.delete(id)
        return { view, ids }
      }),
    [view],
  )
  const selectAll = (on: boolean) =>
    setSelection({ view, ids: on ? new Set(mails.map((mail) => mail.id)) : NO_IDS })
  const clearSelection = () => setSelection({ view, ids: NO_IDS })

  const open = (mail: Mail, index: number) => {
    setFocus({ view, index })
    // A draft continues in compose; the reading pane is for sent and received mail.
    if (mail.folder === 'drafts') openCompose({ mode: 'draft', mail })
    else openMail(mail.id)
  }

  const focusRow = (index: number) => {
    setFocus({ view, index })
    virtualizer.scrollToIndex(index, { align: 'auto' })
    requestAnimationFrame(() =>
      scrollRef.current
        ?.querySelector<HTMLElement>(`[data-index="${index}"] [data-row-main]`)
        ?.focus(),
    )
  }

  const step = (by: 1 | -1) => {
    if (mails.length === 0) return
    const index = Math.min(Math.max(focusIndex + by, 0), mails.length - 1)
    focusRow(index)
    const mail = mails[index]
    // Like Gmail: with a mail open (or just clicked open), j/k open the next one too.
    if (navigation.latestMailId() && mail && mail.folder !== 'drafts') openMail(mail.id)
  }

  const target = () => (openIndex >= 0 ? mails[openIndex] : mails[focusIndex])

  const focusSearch = () => {
    clearSelection()
    requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLInputElement>('[data-testid="mail-search"]')?.focus(),
    )
  }

  useMailShortcuts({
    next: () => step(1),
    previous: () => step(-1),
    open: () => {
      const mail = mails[focusIndex]
      if (mail) open(mail, focusIndex)
    },
    back: closeMail,
    trash: () => {
      const mail = target()
      if (!mail || mail.folder === 'trash') return
      const wasOpen = mail.id === navigation.latestMailId()
      const after = mails[mails.indexOf(mail) + 1]
      actions.move('trash', [mail.id], {
        onDone: () => {
          if (!wasOpen) return
          if (after && after.folder !== 'drafts') openMail(after.id)
          else closeMail()
        },
      })
    },
    star: () => {
      const mail = target()
      if (mail) actions.flag('star', [mail.id], !mail.isStarred, { quiet: true })
    },
    compose: () => openCompose({ mode: 'new' }),
    search: focusSearch,
    help: () => setHelpOpen(true),
  })

  /** Arrow keys, Home and End move between rows (the roving focus). */
  const onRowKey = (key: string, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: mails.length - 1,
    }
    const next = moves[key]
    if (next === undefined || mails.length === 0) return false
    focusRow(Math.min(Math.max(next, 0), mails.length - 1))
    return true
  }

  // Scrolling re-renders the list on every frame; rows only re-render when their own mail,
  // selection or focus changes, so the handlers they get are stable and read the latest state.
  const latest = useRef({ open, onRowKey, focusIndex, actions })
  useEffect(() => {
    latest.current = { open, onRowKey, focusIndex, actions }
  })
  const rowHandlers = useMemo(
    () => ({
      onOpen: (mail: Mail, index: number) => latest.current.open(mail, index),
      onKey: (key: string, index: number) => latest.current.onRowKey(key, index),
      onFocusRow: (index: number) => {
        if (index !== latest.current.focusIndex) setFocus({ view, index })
      },
      onFlag: (mail: Mail, flag: 'star' | 'important') =>
        latest.current.actions.flag(
          flag,
          [mail.id],
          flag === 'star' ? !mail.isStarred : !mail.isImportant,
          { quiet: true },
        ),
    }),
    [view],
  )

  const notFound =
    query.error instanceof ApiError && query.error.status === 404 && !isSystemLabel(label)

  return (
    <div className={classes.root} ref={rootRef} data-testid="mail-list">
      <div className={classes.header}>
        <Checkbox
          size="xs"
          mx={6}
          aria-label={t('list.selectAll')}
          checked={mails.length > 0 && selected.length === mails.length}
          indeterminate={selected.length > 0 && selected.length < mails.length}
          disabled={mails.length === 0}
          onChange={(event) => selectAll(event.currentTarget.checked)}
        />
        {selected.length > 0 ? (
          <MailBulkBar
            label={label}
            selected={selected}
            customLabels={customLabels}
            actions={actions}
            onClear={clearSelection}
          />
        ) : (
          <MailListHeader
            q={q}
            onSearch={(text) => setQuery(text ?? '')}
            total={query.data ? total : undefined}
            unread={q ? undefined : shown?.unreadCount}
            refreshing={query.isRefetching}
            onRefresh={() => {
              void query.refetch()
              void labelsQuery.refetch()
            }}
            onHelp={() => setHelpOpen(true)}
          />
        )}
      </div>
      <div ref={scrollRef} className={classes.scroll} data-mail-scroll>
        {query.isPending ? (
          <Stack gap={0} aria-busy="true" aria-label={t('list.label')}>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={ROW_HEIGHT - 9} radius={0} mb={9} />
            ))}
          </Stack>
        ) : notFound ? (
          <Stack align="center" className={classes.empty} gap="sm">
            <Text fw={600}>{t('labelNotFound')}</Text>
            <Button variant="default" onClick={() => navigation.showLabel('inbox')}>
              {t('notFound.back')}
            </Button>
          </Stack>
        ) : query.isError ? (
          <QueryError query={query} />
        ) : mails.length === 0 ? (
          <MailListEmpty
            label={label}
            labelName={shown?.name}
            search={q}
            onClearSearch={() => setQuery('')}
          />
        ) : (
          <div
            role="list"
            aria-label={t('list.label')}
            style={{ position: 'relative', height: virtualizer.getTotalSize() }}
          >
            {virtualItems.map((item) => {
              const mail = mails[item.index]
              return (
                <div
                  key={item.key}
                  role="listitem"
                  aria-setsize={total}
                  aria-posinset={item.index + 1}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className={classes.item}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {mail ? (
                    <MailRow
                      mail={mail}
                      index={item.index}
                      outgoing={outgoing}
                      selected={selectedIds.has(mail.id)}
                      open={mail.id === mailId}
                      tabbable={item.index === Math.max(focusIndex, 0)}
                      customLabels={customById}
                      onSelect={select}
                      {...rowHandlers}
                    />
                  ) : (
                    <Text size="sm" c="dimmed" ta="center" py="md" aria-live="polite">
                      {t('list.loadingMore')}
                    </Text>
                  )}
                </div>
              )
            })}
          </div>
        )}
      </div>
      <MailShortcutsHelp opened={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  )
}
