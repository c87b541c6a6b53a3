/**
 * The inbox's unread count for the nav's badge. It is asked for only once the page has painted
 * and the browser is idle, and the mail area's reads (with the contract's schemas) are loaded
 * then too: the badge never holds back the first paint of a dashboard page nor weighs on its
 * code. It reads the sidebar's labels query, so every write that refreshes the counts refreshes it.
 */
import { skipToken, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { MailLabel } from '@/lib/api/schemas/mail'
import { mailKeys } from './api/keys'
import type { mailLabelsQueryOptions } from './api/queries'

type LabelsOptions = ReturnType<typeof mailLabelsQueryOptions>

const inboxUnread = (data: { labels: MailLabel[] }) =>
  data.labels.find((label) => label.id === 'inbox')?.unreadCount ?? 0

/** After the first paint and an idle moment (at most a second later): the labels query's options. */
function useDeferredLabelsOptions() {
  const [options, setOptions] = useState<LabelsOptions | null>(null)
  useEffect(() => {
    let live = true
    const load = () =>
      void import('./api/queries').then(
        (module) => live && setOptions(module.mailLabelsQueryOptions()),
      )
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 1000 })
      return () => {
        live = false
        window.cancelIdleCallback(id)
      }
    }
    const id = window.setTimeout(load, 200)
    return () => {
      live = false
      window.clearTimeout(id)
    }
  }, [])
  return options
}

export function useInboxUnread(): number | undefined {
  const options = useDeferredLabelsOptions()
  const { data } = useQuery({
    queryKey: mailKeys.labels(),
    queryFn: options?.queryFn ?? skipToken,
    select: inboxUnread,
  })
  return data
}
