/**
 * The mock API's service worker script as it ships (/mock-api-worker.js, bundled by the same
 * function the dev server and the build use), run in a stand-in worker scope: which requests it
 * answers itself, which it sends down the page's port to the mock API's worker, and which it
 * lets go to the network.
 */
import { createContext, runInContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLAIM, PORT_ATTACHED, PORT_MESSAGE, PORT_WANTED } from '../../mocks/worker/protocol'
import { serveRequests } from '../../mocks/worker/api-bridge'
import { bundleMockWorker } from '../../scripts/vite/mock-worker'

type Listener = (event: Record<string, unknown>) => void

interface StandInClient {
  id: string
  received: unknown[]
  postMessage(message: unknown): void
}

/** Runs the script in a scope with the given open pages; `network` lists what went past it. */
function startWorker(code: string, pageIds: string[] = ['page']) {
  const listeners = new Map<string, Listener[]>()
  const network: string[] = []
  const pages = new Map<string, StandInClient>()
  for (const id of pageIds) {
    const client: StandInClient = {
      id,
      received: [],
      postMessage: (message) => client.received.push(message),
    }
    pages.set(id, client)
  }
  let claimed = 0
  const context = createContext({
    URL,
    Request,
    Response,
    Headers,
    setTimeout,
    fetch: (request: Request) => {
      network.push(`${request.method} ${new URL(request.url).pathname}`)
      return Promise.resolve(new Response('from the network'))
    },
    self: {
      addEventListener: (type: string, listener: Listener) =>
        listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      skipWaiting: () => Promise.resolve(),
      clients: {
        get: (id: string) => Promise.resolve(pages.get(id)),
        matchAll: () => Promise.resolve([...pages.values()]),
        claim: () => {
          claimed += 1
          return Promise.resolve()
        },
      },
    },
  })
  runInContext(code, context)
  const dispatch = (type: string, event: Record<string, unknown>) => {
    for (const listener of listeners.get(type) ?? []) listener(event)
  }

  /** The page hands over a port whose other end answers with `answer` (the API worker's part). */
  const handOver = (
    clientId: string,
    answer: (request: Request) => Promise<Response | undefined>,
  ) => {
    const { port1, port2 } = new MessageChannel()
    serveRequests(port1, answer)
    dispatch('message', {
      data: { type: PORT_MESSAGE },
      ports: [port2],
      source: pages.get(clientId),
      waitUntil: () => undefined,
    })
    return { close: () => (port1.close(), port2.close()) }
  }

  const send = async (
    url: string,
    {
      method = 'GET',
      clientId = 'page',
      mode = 'cors',
      body,
    }: Partial<Record<string, string>> = {},
  ): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined
    dispatch('fetch', {
      request: mode === 'navigate' ? navigation(url) : new Request(url, { method, body }),
      clientId,
      respondWith: (response: Response | Promise<Response>) => {
        answer = Promise.resolve(response)
      },
    })
    return answer && (await answer)
  }
  const claims = () => claimed
  return { send, handOver, network, pages, dispatch, claims }
}

/** A navigation request (undici's Request refuses mode: 'navigate' in its constructor). */
const navigation = (url: string) =>
  Object.defineProperty(new Request(url), 'mode', { value: 'navigate' })

/** What the API worker's stand-in answers: the request as it came. */
const echo = async (request: Request) =>
  Response.json(
    {
      method: request.method,
      path: new URL(request.url).pathname + new URL(request.url).search,
      auth: request.headers.get('authorization'),
      body: request.method === 'GET' ? null : await request.text(),
    },
    { status: 201, headers: { 'x-answered-by': 'api-worker' } },
  )

let code = ''
beforeAll(async () => {
  code = await bundleMockWorker()
}, 60_000)

const origin = 'http://localhost'
const lines: { close(): void }[] = []
const opened = (line: { close(): void }) => lines.push(line)

describe('the mock API service worker', () => {
  it('sends a page’s API calls down its port and answers with what comes back', async () => {
    const worker = startWorker(code)
    opened(worker.handOver('page', echo))
    expect(worker.pages.get('page')!.received).toEqual([{ type: PORT_ATTACHED }])
    const answer = await worker.send(`${origin}/api/blog/posts?page=2`)
    expect(answer?.status).toBe(201)
    expect(answer?.headers.get('x-answered-by')).toBe('api-worker')
    expect(await answer?.json()).toEqual({
      method: 'GET',
      path: '/api/blog/posts?page=2',
      auth: null,
      body: null,
    })
    const posted = await worker.send(`${origin}/api/mail/send`, {
      method: 'POST',
      body: '{"subject":"Hi"}',
    })
    expect(await posted?.json()).toMatchObject({ method: 'POST', body: '{"subject":"Hi"}' })
    expect(worker.network).toEqual([])
  })

  it('lets a call no handler answers go to the network, body and all', async () => {
    const worker = startWorker(code)
    opened(worker.handOver('page', () => Promise.resolve(undefined)))
    const answer = await worker.send(`${origin}/api/nothing-here`, { method: 'POST', body: 'x' })
    expect(await answer?.text()).toBe('from the network')
    expect(worker.network).toEqual(['POST /api/nothing-here'])
  })

  it.each([
    '/api/images/avatars/person-3.svg',
    '/api/images/covers/cover-117.svg',
    '/api/images/gallery/scene-7.svg',
    '/api/images/products/hoodie-31-1.svg',
    '/api/images/products/any-name.svg',
  ])('draws %s itself, as the API draws it', async (path) => {
    const worker = startWorker(code)
    opened(worker.handOver('page', () => Promise.reject(new Error('not asked'))))
    const answer = await worker.send(origin + path)
    const api = await fetch(origin + path)
    expect(answer?.status).toBe(200)
    expect(answer?.headers.get('Content-Type')).toBe(api.headers.get('Content-Type'))
    expect(answer?.headers.get('Cache-Control')).toBe(api.headers.get('Cache-Control'))
    expect(await answer?.text()).toBe(await api.text())
  })

  it.each([
    '/api/images/covers/cover-x.svg',
    '/api/images/avatars/person-123456.svg',
    '/api/images/products/not%20a%20seed.svg',
  ])('leaves %s, which names no picture, to the API', async (path) => {
    const worker = startWorker(code)
    opened(worker.handOver('page', echo))
    expect(await (await worker.send(origin + path))?.json()).toMatchObject({ path })
  })

  it('asks a page for a new port when it has none (woken after its idle stop), then answers', async () => {
    const worker = startWorker(code)
    const answering = worker.send(`${origin}/api/account/my-account`)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(worker.pages.get('page')!.received).toEqual([{ type: PORT_WANTED }])
    opened(worker.handOver('page', echo))
    expect(await (await answering)?.json()).toMatchObject({ path: '/api/account/my-account' })
  })

  it('sends each page’s calls to its own port', async () => {
    const worker = startWorker(code, ['a', 'b'])
    const from = (name: string) => (request: Request) =>
      Promise.resolve(Response.json({ name, path: new URL(request.url).pathname }))
    opened(worker.handOver('a', from('a')))
    opened(worker.handOver('b', from('b')))
    expect(await (await worker.send(`${origin}/api/x`, { clientId: 'b' }))?.json()).toEqual({
      name: 'b',
      path: '/api/x',
    })
    expect(await (await worker.send(`${origin}/api/x`, { clientId: 'a' }))?.json()).toEqual({
      name: 'a',
      path: '/api/x',
    })
  })

  it('lets a page that is gone, or a request of no page, go to the network', async () => {
    const worker = startWorker(code, [])
    expect(
      await (await worker.send(`${origin}/api/blog/posts`, { clientId: 'gone' }))?.text(),
    ).toBe('from the network')
    expect(await worker.send(`${origin}/api/blog/posts`, { clientId: '' })).toBeUndefined()
  })

  it('lets what is not under /api/, and navigations, go to the network untouched', async () => {
    const worker = startWorker(code)
    opened(worker.handOver('page', echo))
    for (const path of ['/assets/index.js', '/favicon.svg', '/apiary', '/'])
      expect(await worker.send(origin + path)).toBeUndefined()
    expect(
      await worker.send(`${origin}/api/files/1/download`, { mode: 'navigate' }),
    ).toBeUndefined()
  })

  it('claims the pages when it activates, and when a page loaded uncontrolled asks', () => {
    const worker = startWorker(code)
    worker.dispatch('activate', { waitUntil: () => undefined })
    worker.dispatch('message', {
      data: { type: CLAIM },
      ports: [],
      source: worker.pages.get('page'),
      waitUntil: () => undefined,
    })
    expect(worker.claims()).toBe(2)
  })

  it('waits VITE_MOCK_LATENCY before a picture, as the API answers', async () => {
    const slow = startWorker(await bundleMockWorker({ latencyMs: 120 }))
    opened(slow.handOver('page', echo))
    const started = performance.now()
    const answer = await slow.send(`${origin}/api/images/covers/cover-1.svg`)
    expect(answer?.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  }, 60_000)
})

afterAll(() => {
  for (const line of lines.splice(0)) line.close()
})
