/**
 * The mock server's HTTP layer in this process, with handlers of its own that show what a
 * handler receives: the client's address in X-Mock-Client, a body cut at the server-wide cap.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageOf, message } from '../../mocks/lib/messages'
import { createApp, isLoopbackAddress } from '../../scripts/mock-server/app.mjs'
import { rawRequest, request } from './server-process'

const handlers = [
  http.get('*/api/echo', ({ request: r }) =>
    HttpResponse.json({ client: r.headers.get('X-Mock-Client') }),
  ),
  http.post('*/api/echo', async ({ request: r }) =>
    HttpResponse.json({ length: (await r.text()).length }),
  ),
  http.get('*/api/boom', () => {
    throw new Error('a handler bug')
  }),
]

let server: Server
let port: number
const logged: string[] = []

beforeAll(async () => {
  const app = createApp({
    handlers,
    message,
    languageOf,
    corsOrigins: ['*'],
    devOutbox: false,
    maxBodyBytes: 1024,
  })
  server = createServer((req, res) => void app.onRequest(req, res))
  server.on('clientError', app.onClientError)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('mock-server app', () => {
  it('sets X-Mock-Client to the peer address, whatever the client sent', async () => {
    const answer = await request(port, 'GET', '/api/echo', {
      headers: { 'X-Mock-Client': 'someone-else' },
    })
    expect(answer.json.client).toBe('127.0.0.1')
  })

  it('stops reading a chunked body past the cap: 413', async () => {
    const chunk = 'a'.repeat(600)
    const body = [chunk, chunk, chunk]
      .map((part) => `${part.length.toString(16)}\r\n${part}\r\n`)
      .concat('0\r\n\r\n')
      .join('')
    const answer = await rawRequest(
      port,
      'POST /api/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      body,
    )
    expect(answer.status).toBe(413)
    expect(answer.json.message).toBe('The request is too large (at most 1 KB)')
  })

  it('reads a chunked body under the cap', async () => {
    const answer = await rawRequest(
      port,
      'POST /api/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      '5\r\nhello\r\n0\r\n\r\n',
    )
    expect(answer.status).toBe(200)
    expect(answer.json.length).toBe(5)
  })

  it('answers a handler bug with 500 and logs it, and keeps serving', async () => {
    const original = console.error
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '))
    try {
      expect((await request(port, 'GET', '/api/boom')).status).toBe(500)
    } finally {
      console.error = original
    }
    expect(logged.join('\n')).toContain('a handler bug')
    expect((await request(port, 'GET', '/api/echo')).status).toBe(200)
  })
})

describe('loopback peers (the dev outbox answers only them)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['::ffff:192.168.1.2', false],
    ['fe80::1', false],
    ['1270.0.0.1', false],
  ])('%s: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback)
  })
})
