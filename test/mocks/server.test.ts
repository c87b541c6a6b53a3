/**
 * `npm run mock-server` over real HTTP: malformed requests get a 4xx (never a 500 or a crash),
 * HEAD and 405, CORS, and the outbox closed. One server for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest, removeDir, request, startMockServer, type MockServer } from './server-process'

let server: MockServer
let port: number

// Starting a node process is slow on a busy machine: the other server files allow a minute too
// (startMockServer gives up after 30 s itself). The default 10 s timed out in a full run.
beforeAll(async () => {
  server = await startMockServer({ env: { MOCK_CORS_ORIGIN: 'http://a.test, http://b.test' } })
  port = server.port
}, 60_000)

afterAll(async () => {
  await server.stop()
  removeDir(server.dataDir)
})

const head = (requestLine: string, headers: string[] = ['Host: 127.0.0.1']) =>
  `${requestLine}\r\n${[...headers, 'Connection: close'].map((h) => `${h}\r\n`).join('')}\r\n`

describe('mock-server: malformed requests', () => {
  it.each([
    ['TRACE', head('TRACE /api/health HTTP/1.1'), 405],
    ['CONNECT', head('CONNECT example.com:443 HTTP/1.1', ['Host: example.com:443']), 405],
    ['an unknown method token', head('FROB /api/health HTTP/1.1'), 405],
    ['a method no route serves', head('DELETE /api/health HTTP/1.1'), 405],
    ['a bad Host header', head('GET /api/health HTTP/1.1', ['Host: a b']), 400],
    ['a Host with a bad port', head('GET /api/health HTTP/1.1', ['Host: localhost:999999']), 400],
    ['an absolute-form target', head('GET http://evil.example/api/health HTTP/1.1'), 400],
    ['a scheme-relative target', head('GET //evil.example/api/health HTTP/1.1'), 400],
    ['invalid percent-encoding', head('GET /api/products/%E0%A4%A HTTP/1.1'), 400],
    ['an absurdly long URL', head(`GET /api/health?q=${'a'.repeat(9000)} HTTP/1.1`), 414],
    [
      'a header flood',
      head('GET /api/health HTTP/1.1', [
        'Host: 127.0.0.1',
        ...Array.from({ length: 150 }, (_, i) => `X-Flood-${i}: 1`),
      ]),
      431,
    ],
    [
      'one huge header',
      head('GET /api/health HTTP/1.1', ['Host: x', `X-Big: ${'a'.repeat(20_000)}`]),
      431,
    ],
    [
      'a header line without a colon',
      head('GET /api/health HTTP/1.1', ['Host: x', 'Bad Header']),
      400,
    ],
  ])('%s', async (_, text, status) => {
    const answer = await rawRequest(port, text)
    expect(answer.status).toBe(status)
    expect(answer.json.message).toEqual(expect.any(String))
  })

  it('refuses a body on GET', async () => {
    const answer = await rawRequest(
      port,
      head('GET /api/health HTTP/1.1', ['Host: 127.0.0.1', 'Content-Length: 5']),
      'hello',
    )
    expect(answer.status).toBe(400)
    expect(answer.json.message).toBe('This request must not have a body')
  })

  it('refuses a body declared over 50 MB before any handler runs', async () => {
    // Only the head is sent: the answer comes without waiting for the 60 MB, and before the
    // route's own checks (this one would answer 401 without a token).
    const answer = await rawRequest(
      port,
      head('POST /api/mock/reset HTTP/1.1', [
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 60000000',
      ]),
    )
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
  })

  it('is still up and logged no unexpected error', async () => {
    expect((await request(port, 'GET', '/api/health')).status).toBe(200)
    expect(server.errors()).not.toContain('unexpected error')
  })
})

describe('mock-server: HEAD and 405', () => {
  it('answers HEAD on a GET route with the GET status and headers, and no body', async () => {
    const get = await request(port, 'GET', '/api/health')
    const headAnswer = await request(port, 'HEAD', '/api/health')
    expect(headAnswer.status).toBe(get.status)
    expect(headAnswer.headers['content-type']).toBe(get.headers['content-type'])
    expect(headAnswer.headers['content-length']).toBe(String(Buffer.byteLength(get.body)))
    expect(headAnswer.body).toBe('')
  })

  it('answers HEAD with the status GET would have (401 without a token)', async () => {
    const answer = await request(port, 'HEAD', '/api/kanban/board')
    expect(answer.status).toBe(401)
    expect(answer.body).toBe('')
  })

  it('answers 405 with Allow to a method the path does not serve', async () => {
    const answer = await request(port, 'POST', '/api/health', { body: {} })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS')
    expect((await request(port, 'GET', '/api/account/login')).headers.allow).toBe('POST, OPTIONS')
  })

  it('still answers 404 on an unknown path', async () => {
    expect((await request(port, 'GET', '/api/nothing-here')).status).toBe(404)
  })
})

describe('mock-server: CORS', () => {
  it('answers a preflight from a listed origin with that origin, Max-Age and exposed headers', async () => {
    const answer = await request(port, 'OPTIONS', '/api/account/login', {
      headers: {
        Origin: 'http://b.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers['access-control-allow-origin']).toBe('http://b.test')
    expect(answer.headers['access-control-allow-methods']).toContain('POST')
    expect(answer.headers['access-control-max-age']).toBe('600')
    expect(answer.headers['access-control-expose-headers']).toContain('Retry-After')
    expect(answer.headers.vary).toBe('Origin')
  })

  it('allows no other origin', async () => {
    const answer = await request(port, 'GET', '/api/health', {
      headers: { Origin: 'http://evil.test' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    expect(answer.headers.vary).toBe('Origin')
  })
})

describe('mock-server: the outbox', () => {
  it('does not exist without --dev-outbox, even from this machine', async () => {
    const answer = await request(port, 'GET', '/api/mock/outbox?email=demo@example.com')
    expect(answer.status).toBe(404)
    expect(answer.json.emails).toBeUndefined()
  })
})
