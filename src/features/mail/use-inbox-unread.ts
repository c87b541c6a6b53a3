/**
 * The inbox's unread count for the nav's badge. It is asked for only once the page has painted
 * and the browser is idle: the badge must never hold back the first paint of any dashboard page.
 * It reads the sidebar's labels query, so every write that refreshes the counts refreshes it too.
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { MailLabel } from '@/lib/api/schemas/mail'
import { mailLabelsQueryOptions } from './api/queries'

const inboxUnread = (data: { labels: MailLabel[] }) =>
  data.labels.find((label) => label.id === 'inbox')?.unreadCount ?? 0

/** Waits for the first paint, then for an idle moment (at most a second after it). */
function useAfterFirstPaint() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 1000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(() => setReady(true), 200)
    return () => window.clearTimeout(id)
  }, [])
  return ready
}

export function useInboxUnread(): number | undefined {
  const ready = useAfterFirstPaint()
  const { data } = useQuery({ ...mailLabelsQueryOptions(), enabled: ready, select: inboxUnread })
  return data
}
