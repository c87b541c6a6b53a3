/**
 * Moves within the mailbox by changing the address (label, open mail, search), so every view is a
 * link, the back button works and a reload lands in the same place. Every part of the page moves
 * through these, never by spelling search params.
 */
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { labelOf, type MailSearch } from './mail-search'

export function useMailSearch(): MailSearch {
  return useSearch({ from: '/dashboard/mail/all' })
}

export function useMailNavigation() {
  const navigate = useNavigate({ from: '/dashboard/mail/all' })
  const router = useRouter()
  const search = useMailSearch()
  const go = useCallback(
    (next: (search: MailSearch) => MailSearch, replace = false) =>
      void navigate({ search: next, replace }),
    [navigate],
  )
  return useMemo(
    () => ({
      label: labelOf(search),
      mailId: search.mailId,
      /**
       * The open mail as last asked for, which a key handler should act on: a click's navigation
       * counts at once, before the page has been drawn with it (a busy machine takes a moment).
       */
      latestMailId: () => (router.latestLocation.search as MailSearch).mailId,
      q: search.q ?? '',
      /** Opens a mail in the reading pane (the list keeps its label and search). */
      openMail: (mailId: string) => go((s) => ({ ...s, mailId })),
      closeMail: () => go(({ mailId: _mailId, ...s }) => s),
      /** Shows a label from its start: the search and the open mail are left behind. */
      showLabel: (label: string) => go(() => (label === 'inbox' ? {} : { label })),
      /** Typing replaces the history entry instead of adding one per character. */
      setQuery: (q: string) =>
        go(({ q: _q, mailId: _mailId, ...s }) => (q ? { ...s, q } : s), true),
    }),
    [go, router, search],
  )
}
