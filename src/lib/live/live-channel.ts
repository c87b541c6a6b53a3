/**
 * The app's one live channel (DESIGN: "live updates go through one client module with a socket
 * transport and a polling fallback, so a real backend can replace it"). A WebSocket carries the
 * events; its first frame is `{ type: 'hello', token }` (a browser socket cannot send headers) and
 * the server answers `{ type: 'ready' }`. When the socket cannot open, is refused, or drops, the
 * channel polls instead (`poll(since)`), and tries the socket again later with a growing pause.
 * Events reach `onEvent` whichever road they came by; consumers dedupe by id (a message seen by a
 * poll and then again by the socket lands once).
 */

export type LiveStatus = 'connecting' | 'socket' | 'polling' | 'closed'

export interface PollAnswer<E> {
  events: E[]
  /** The server's time of the answer: the next poll's `since`. */
  now: string
}

export interface LiveChannelOptions<E> {
  /** ws:// or wss:// address of the socket; null polls only. */
  socketUrl: string | null
  /** The session's token, read at each (re)connection. */
  token: () => string | null
  /** An event from a frame's JSON, or null to ignore the frame. */
  parse: (data: unknown) => E | null
  poll: (since: string) => Promise<PollAnswer<E>>
  onEvent: (event: E) => void
  onStatus?: (status: LiveStatus) => void
  /** ms between polls. */
  pollInterval?: number
  /** ms before the first new socket try after a failure (doubles up to `maxRetryDelay`). */
  retryDelay?: number
  maxRetryDelay?: number
  /** ms a socket may take to answer `ready` before the channel polls. */
  readyTimeout?: number
  /** For tests; otherwise the socket factory in force (`setLiveSocketFactory`). */
  createSocket?: (url: string) => LiveSocket
}

/** What the channel uses of a WebSocket. */
export interface LiveSocket {
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener: WebSocket['addEventListener']
}

let socketFactory = (url: string): LiveSocket => new WebSocket(url)

/**
 * Where the channel's sockets come from: the browser's WebSocket, or the mock API's stand-in
 * (src/app/start-mock-api.ts), whose socket is served by the mock API's worker, which no msw
 * interceptor in the page can see.
 */
export function setLiveSocketFactory(create: (url: string) => LiveSocket): void {
  socketFactory = create
}

/** The socket refused the token: polling goes on, the socket is not tried again. */
export const UNAUTHORIZED_CLOSE = 4401

/** Opens the channel; the returned function closes it for good. */
export function openLiveChannel<E>(options: LiveChannelOptions<E>): () => void {
  const {
    socketUrl,
    token,
    parse,
    poll,
    onEvent,
    onStatus,
    pollInterval = 4000,
    retryDelay = 2000,
    maxRetryDelay = 30_000,
    readyTimeout = 5000,
    createSocket = socketFactory,
  } = options

  let closed = false
  let socket: LiveSocket | null = null
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let nextRetry = retryDelay
  let polling = false
  // Where polling picks up: the last instant the socket is known to have carried everything.
  let since = new Date().toISOString()
  let status: LiveStatus | null = null

  const setStatus = (next: LiveStatus) => {
    if (next === status) return
    status = next
    onStatus?.(next)
  }

  const schedulePoll = (delay: number) => {
    clearTimeout(pollTimer)
    pollTimer = setTimeout(() => void runPoll(), delay)
  }

  async function runPoll() {
    if (closed || !polling) return
    try {
      const answer = await poll(since)
      if (closed || !polling) return
      since = answer.now
      for (const event of answer.events) onEvent(event)
    } catch {
      // A failed poll is tried again at the next tick; the page keeps what it has.
    }
    if (!closed && polling) schedulePoll(pollInterval)
  }

  const startPolling = () => {
    if (closed || polling) return
    polling = true
    setStatus('polling')
    schedulePoll(0)
  }

  const stopPolling = () => {
    polling = false
    clearTimeout(pollTimer)
  }

  const scheduleSocketRetry = () => {
    if (closed || !socketUrl) return
    clearTimeout(retryTimer)
    retryTimer = setTimeout(connect, nextRetry)
    nextRetry = Math.min(nextRetry * 2, maxRetryDelay)
  }

  function connect() {
    if (closed || !socketUrl) return
    const current = token()
    if (!current) return startPolling()
    let ready = false
    let ws: LiveSocket
    try {
      ws = createSocket(socketUrl)
    } catch {
      startPolling()
      return scheduleSocketRetry()
    }
    socket = ws
    if (!polling) setStatus('connecting')
    readyTimer = setTimeout(() => {
      if (!ready) ws.close()
    }, readyTimeout)
    ws.addEventListener('open', () => ws.send(JSON.stringify({ type: 'hello', token: current })))
    ws.addEventListener('message', (message: MessageEvent) => {
      let data: unknown
      try {
        data = JSON.parse(String(message.data))
      } catch {
        return
      }
      if (!ready) {
        if ((data as { type?: unknown } | null)?.type === 'ready') {
          ready = true
          clearTimeout(readyTimer)
          nextRetry = retryDelay
          // One last poll covers what happened between the last poll and the socket's start.
          if (polling) {
            stopPolling()
            void poll(since).then(
              (answer) => !closed && answer.events.forEach(onEvent),
              () => undefined,
            )
          }
          setStatus('socket')
        }
        return
      }
      const event = parse(data)
      if (event !== null) onEvent(event)
    })
    ws.addEventListener('close', (event: CloseEvent) => {
      clearTimeout(readyTimer)
      if (socket === ws) socket = null
      if (closed) return
      if (ready) since = new Date(Date.now() - 5000).toISOString()
      startPolling()
      if (event.code !== UNAUTHORIZED_CLOSE) scheduleSocketRetry()
    })
  }

  if (socketUrl) connect()
  else startPolling()

  return () => {
    closed = true
    stopPolling()
    clearTimeout(retryTimer)
    clearTimeout(readyTimer)
    socket?.close()
    socket = null
    setStatus('closed')
  }
}

/** The ws:// (or wss://) address of `path` on the API's origin (or this page's). */
export function socketUrlFor(path: string, apiUrl: string, pageUrl: string): string {
  const url = new URL(path.replace(/^\//, ''), apiUrl ? `${apiUrl}/` : new URL('/', pageUrl))
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.href
}
