/**
 * The mock API's service worker script as it ships (/mock-api-worker.js, bundled by the same
 * function the dev server and the build use), run in a stand-in worker scope: which requests it
 * answers itself, which it lets go to the network and which it leaves to msw (the page).
 */
import { readFileSync } from 'node:fs'
import { createContext, runInContext } from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bundleMockWorker } from '../../scripts/vite/mock-worker'

interface Outcome {
  /** The worker's own answer, if it gave one. */
  answer?: Response
  /** msw's listener got the request (it sends it to the page). */
  reachedMsw: boolean
}

type Listener = (event: object) => void

/** Runs the script with `activeClientIds` declared as msw's worker does, for `mocked` pages. */
function startWorker(code: string, mocked: string[] = ['page']) {
  const listeners: Listener[] = []
  const imported: string[] = []
  let reachedMsw = false
  const mswListener: Listener = () => {
    reachedMsw = true
  }
  const context = createContext({
    URL,
    Request,
    Response,
    setTimeout,
    self: {
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'fetch') listeners.push(listener)
      },
      // msw's worker script adds its own fetch listener, after ours.
      importScripts: (...urls: string[]) => {
        imported.push(...urls)
        listeners.push(mswListener)
      },
    },
  })
  runInContext(`const activeClientIds = new Set(${JSON.stringify(mocked)})`, context)
  runInContext(code, context)

  const send = async (
    url: string,
    { method = 'GET', clientId = 'page' } = {},
  ): Promise<Outcome> => {
    reachedMsw = false
    let stopped = false
    let answer: Promise<Response> | undefined
    const event = {
      request: new Request(url, { method }),
      clientId,
      stopImmediatePropagation: () => {
        stopped = true
      },
      respondWith: (response: Response | Promise<Response>) => {
        answer = Promise.resolve(response)
      },
    }
    for (const listener of listeners) {
      if (stopped) break
      listener(event)
    }
    return { answer: answer && (await answer), reachedMsw }
  }
  return { send, imported, listeners }
}

let code = ''
beforeAll(async () => {
  code = await bundleMockWorker()
}, 60_000)

const origin = 'http://localhost'

describe('the mock API service worker', () => {
  it('loads msw worker after adding its own listener', () => {
    const worker = startWorker(code)
    expect(worker.imported).toEqual(['./mockServiceWorker.js'])
    expect(worker.listeners).toHaveLength(2)
  })

  it.each([
    '/api/images/avatars/person-3.svg',
    '/api/images/covers/cover-117.svg',
    '/api/images/gallery/scene-7.svg',
    '/api/images/products/hoodie-31-1.svg',
    '/api/images/products/any-name.svg',
  ])('draws %s itself, as the API draws it', async (path) => {
    const { answer, reachedMsw } = await startWorker(code).send(origin + path)
    const api = await fetch(origin + path)
    expect(reachedMsw).toBe(false)
    expect(answer?.status).toBe(200)
    expect(answer?.headers.get('Content-Type')).toBe(api.headers.get('Content-Type'))
    expect(answer?.headers.get('Cache-Control')).toBe(api.headers.get('Cache-Control'))
    expect(await answer?.text()).toBe(await api.text())
  })

  it.each([
    '/api/images/covers/cover-x.svg',
    '/api/images/avatars/person-123456.svg',
    '/api/images/avatars/cover-3.svg',
    '/api/images/products/not%20a%20seed.svg',
  ])('leaves %s, which names no picture, to the API', async (path) => {
    const { answer, reachedMsw } = await startWorker(code).send(origin + path)
    expect(answer).toBeUndefined()
    expect(reachedMsw).toBe(true)
    expect((await fetch(origin + path)).status).toBe(404)
  })

  it('leaves every other API call to msw, pictures asked otherwise than by GET too', async () => {
    const worker = startWorker(code)
    for (const outcome of [
      await worker.send(`${origin}/api/blog/posts`),
      await worker.send(`${origin}/api/account/my-account`),
      await worker.send(`${origin}/api/images/paintings/cover-3.svg`),
      await worker.send(`${origin}/api/images/covers/cover-1.svg`, { method: 'POST' }),
    ])
      expect(outcome).toEqual({ answer: undefined, reachedMsw: true })
  })

  it('draws nothing for a page msw does not mock for (its mock API has not started)', async () => {
    const outcome = await startWorker(code, ['page']).send(
      `${origin}/api/images/covers/cover-1.svg`,
      {
        clientId: 'another-page',
      },
    )
    expect(outcome).toEqual({ answer: undefined, reachedMsw: true })
  })

  it('lets what is not under /api/ go to the network, past msw', async () => {
    const worker = startWorker(code)
    for (const path of ['/assets/index.js', '/favicon.svg', '/apiary', '/'])
      expect(await worker.send(origin + path)).toEqual({ answer: undefined, reachedMsw: false })
  })

  it('waits VITE_MOCK_LATENCY before a picture, as the API answers', async () => {
    const slow = startWorker(await bundleMockWorker({ latencyMs: 120 }))
    const started = performance.now()
    const { answer } = await slow.send(`${origin}/api/images/covers/cover-1.svg`)
    expect(answer?.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  }, 60_000)

  it('reads the pages msw mocks for from a binding msw worker still declares', () => {
    const mswWorker = readFileSync('node_modules/msw/lib/mockServiceWorker.js', 'utf8')
    expect(mswWorker).toMatch(/^const activeClientIds = new Set\(\)$/m)
  })
})
