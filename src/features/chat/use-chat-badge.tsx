/**
 * The nav's Chat badge (the total of unread messages) and the live channel, for every dashboard
 * page. Both start only once the page has painted and the browser is idle, and the chat area's
 * reads, live layer and contract schemas load then too: chat never holds back the first paint of
 * a dashboard page nor weighs on its code. The badge reads the sidebar's conversations query, so
 * a message pushed live or a room marked seen changes it at once.
 */
import { useQuery, type SkipToken } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import type { Conversation } from '@/lib/api/schemas/chat'
import { chatKeys } from './api/keys'
import type { conversationsQueryOptions } from './api/queries'
import { totalUnread } from './conversation-cache'

type ListOptions = ReturnType<typeof conversationsQueryOptions>

const unreadOf = (data: { conversations: Conversation[] }) => totalUnread(data.conversations)

/** After the first paint and an idle moment (at most a second later), `load()`'s value. */
function useAfterIdle<T>(load: () => Promise<T>): T | null {
  const [value, setValue] = useState<T | null>(null)
  useEffect(() => {
    let live = true
    const run = () => void load().then((loaded) => live && setValue(() => loaded))
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 1000 })
      return () => {
        live = false
        window.cancelIdleCallback(id)
      }
    }
    const id = window.setTimeout(run, 200)
    return () => {
      live = false
      window.clearTimeout(id)
    }
    // `load` is a module-level function: once per mount.
  }, [load])
  return value
}

const loadListOptions = () =>
  import('./api/queries').then((module) => module.conversationsQueryOptions())

/** The sidebar's list read, through the reads' module (loaded on the first call). */
async function readList(context: Parameters<ListFunction>[0]) {
  const { queryFn } = await loadListOptions()
  return (queryFn as ListFunction)(context)
}
type ListFunction = Exclude<ListOptions['queryFn'], SkipToken | undefined>

export function useChatUnread(): number | undefined {
  const options = useAfterIdle<ListOptions>(loadListOptions)
  // Enabled once the reads have loaded after the first paint. The queryFn is always there (it
  // loads the reads itself): the sidebar shares this query, and a refetch of it (an invalidation)
  // may take any observer's queryFn, so none may lack one or be skipToken ("Missing queryFn").
  const { data } = useQuery({
    queryKey: chatKeys.conversations(),
    queryFn: readList,
    enabled: options !== null,
    select: unreadOf,
  })
  return data
}

const loadLive = () => import('./live/use-chat-live').then((module) => module.useChatLive)

/** Keeps the chat's live channel open while mounted (from an idle moment after the first paint). */
export function ChatLive() {
  const useLive = useAfterIdle(loadLive)
  // The channel reads chat's words (toasts): while they load, only it waits, never the page.
  return useLive ? (
    <Suspense fallback={null}>
      <LiveChannel useLive={useLive} />
    </Suspense>
  ) : null
}

function LiveChannel({ useLive }: { useLive: () => void }) {
  useLive()
  return null
}
