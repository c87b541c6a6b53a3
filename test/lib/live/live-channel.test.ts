/**
 * The live channel: events come by socket once it says `ready`; a socket that fails, is refused
 * or drops hands over to polling, which carries on from where the socket left off; a refused
 * token is not tried again; closing stops everything.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  openLiveChannel,
  setLiveSocketFactory,
  socketUrlFor,
  UNAUTHORIZED_CLOSE,
} from '@/lib/live/live-channel'

/** A stand-in socket the test drives: what the server would send and how it closes. */
class FakeSocket extends EventTarget {
  sent: string[] = []
  closed = false
  constructor(readonly url: string) {
    super()
  }
  send(data: string) {
    this.sent.push(data)
  }
  open() {
    this.dispatchEvent(new Event('open'))
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }))
  }
  close(code = 1000) {
    if (this.closed) return
    this.closed = true
    const event = new Event('close') as Event & { code: number }
    Object.defineProperty(event, 'code', { value: code })
    this.dispatchEvent(event)
  }
}

interface Event_ {
  id: string
}

let sockets: FakeSocket[]
let polls: string[]
let events: Event_[]
let statuses: string[]
let pollAnswer: () => Promise<{ events: Event_[]; now: string }>

function open(overrides: Partial<Parameters<typeof openLiveChannel<Event_>>[0]> = {}) {
  return openLiveChannel<Event_>({
    socketUrl: 'ws://host/api/chat/live',
    token: () => 'token-1',
    parse: (data) => (typeof (data as Event_).id === 'string' ? (data as Event_) : null),
    poll: (since) => {
      polls.push(since)
      return pollAnswer()
    },
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    pollInterval: 1000,
    retryDelay: 2000,
    readyTimeout: 500,
    createSocket: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
    ...overrides,
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-26T10:00:00.000Z'))
  sockets = []
  polls = []
  events = []
  statuses = []
  pollAnswer = () => Promise.resolve({ events: [], now: new Date().toISOString() })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('live channel', () => {
  it('opens its socket with the factory in force (the mock API’s stand-in) unless given one', () => {
    const made: string[] = []
    setLiveSocketFactory((url) => {
      made.push(url)
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    })
    try {
      const close = open({ createSocket: undefined })
      expect(made).toEqual(['ws://host/api/chat/live'])
      sockets[0]!.open()
      expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'hello', token: 'token-1' })
      close()
    } finally {
      setLiveSocketFactory((url) => new WebSocket(url))
    }
  })

  it('says hello with the token, and delivers events once the socket is ready', () => {
    const close = open()
    const [socket] = sockets
    socket!.open()
    expect(JSON.parse(socket!.sent[0]!)).toEqual({ type: 'hello', token: 'token-1' })
    socket!.receive({ id: 'early' }) // before ready: not an event
    socket!.receive({ type: 'ready' })
    socket!.receive({ id: 'm1' })
    socket!.receive({ nonsense: true })
    expect(events).toEqual([{ id: 'm1' }])
    expect(statuses).toEqual(['connecting', 'socket'])
    expect(polls).toEqual([])
    close()
    expect(socket!.closed).toBe(true)
    expect(statuses.at(-1)).toBe('closed')
  })

  it('polls when the socket does not answer ready in time, and again at each interval', async () => {
    pollAnswer = () => Promise.resolve({ events: [{ id: 'p1' }], now: '2026-11-26T10:00:05.000Z' })
    open()
    sockets[0]!.open()
    await vi.advanceTimersByTimeAsync(500) // ready timeout: the socket is closed
    expect(sockets[0]!.closed).toBe(true)
    expect(statuses).toContain('polling')
    await vi.advanceTimersByTimeAsync(10)
    expect(polls).toEqual(['2026-11-26T10:00:00.000Z'])
    expect(events).toEqual([{ id: 'p1' }])
    await vi.advanceTimersByTimeAsync(1000)
    // the next poll asks from the server's `now` of the previous answer
    expect(polls).toEqual(['2026-11-26T10:00:00.000Z', '2026-11-26T10:00:05.000Z'])
  })

  it('after a drop, polls from shortly before the drop, then returns to the socket', async () => {
    open()
    sockets[0]!.open()
    sockets[0]!.receive({ type: 'ready' })
    await vi.advanceTimersByTimeAsync(60_000)
    sockets[0]!.close(1006)
    await vi.advanceTimersByTimeAsync(10)
    // five seconds of overlap: a message in flight during the drop is not missed (ids dedupe)
    expect(polls).toEqual(['2026-11-26T10:00:55.000Z'])
    await vi.advanceTimersByTimeAsync(2000) // retry delay
    expect(sockets).toHaveLength(2)
    sockets[1]!.open()
    sockets[1]!.receive({ type: 'ready' })
    expect(statuses.at(-1)).toBe('socket')
    const pollsThen = polls.length
    await vi.advanceTimersByTimeAsync(5000)
    // polling stopped (one catch-up poll at most)
    expect(polls.length).toBeLessThanOrEqual(pollsThen + 1)
  })

  it('a refused token polls and never retries the socket', async () => {
    open()
    sockets[0]!.open()
    sockets[0]!.close(UNAUTHORIZED_CLOSE)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sockets).toHaveLength(1)
    expect(polls.length).toBeGreaterThan(10)
  })

  it('without a socket address it only polls; a failed poll is tried again', async () => {
    let fail = true
    pollAnswer = () =>
      fail
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ events: [{ id: 'late' }], now: new Date().toISOString() })
    open({ socketUrl: null })
    await vi.advanceTimersByTimeAsync(10)
    expect(polls).toHaveLength(1)
    fail = false
    await vi.advanceTimersByTimeAsync(1000)
    expect(events).toEqual([{ id: 'late' }])
    expect(sockets).toHaveLength(0)
  })

  it('stops polling when closed', async () => {
    const close = open({ socketUrl: null })
    await vi.advanceTimersByTimeAsync(10)
    close()
    const count = polls.length
    await vi.advanceTimersByTimeAsync(10_000)
    expect(polls).toHaveLength(count)
  })
})

describe('socketUrlFor', () => {
  it('uses the page origin, or the configured API address, with ws or wss', () => {
    expect(socketUrlFor('/api/chat/live', '', 'http://localhost:5173/dashboard/chat')).toBe(
      'ws://localhost:5173/api/chat/live',
    )
    expect(socketUrlFor('/api/chat/live', 'https://api.example.com/v1', 'http://x/')).toBe(
      'wss://api.example.com/v1/api/chat/live',
    )
  })
})
