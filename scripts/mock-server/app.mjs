/**
 * The mock server's HTTP layer: turns node:http requests into fetch Requests for the handlers
 * (msw's getResponse) and refuses, with a 4xx and before any handler runs, what no handler
 * should see: a malformed request line, Host or path, a method no route serves, a body on GET, a
 * body over the server-wide cap, a header flood. Also CORS, HEAD, 405 with Allow, the outbox gate
 * and the client's address (X-Mock-Client). docs/api.md ("Conventions", "Limits and answers",
 * "mock-server") describes what clients see.
 */
import { Readable } from 'node:stream'
import { getResponse, matchRequestUrl } from 'msw'

/** Above every route's own limit (readJson, mocks/lib/http.ts); refused before reading. */
export const MAX_BODY_BYTES = 50 * 1024 * 1024
/** Longer request targets answer 414. */
export const MAX_URL_LENGTH = 8 * 1024
/** More header fields answer 431 (their total size is capped by node:http: 16 KB). */
export const MAX_HEADER_COUNT = 100
const CORS_MAX_AGE_SECONDS = 600
const OUTBOX_PATH = '/api/mock/outbox'

// RFC 3986 host (a reg-name, IPv4 or a bracketed IPv6) and an optional port.
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9._~!$&'()*+,;=%-]+)(:\d{1,5})?$/i
const LOOPBACK_NAMES = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i

export const isLoopbackAddress = (address = '') =>
  address === '::1' || /^(::ffff:)?127\./.test(address)

/**
 * @typedef {object} AppOptions
 * @property {any[]} handlers msw request handlers
 * @property {(language: string, code: string, vars?: Record<string, string | number>) => string} message
 * @property {(request: Request) => string} languageOf
 * @property {string[]} corsOrigins allowed origins, or ['*']
 * @property {boolean} devOutbox serve /api/mock/outbox (loopback peers only)
 * @property {number} [maxBodyBytes] the server-wide body cap (default MAX_BODY_BYTES)
 * @property {(line: string) => void} [log] one line per answered request
 */

/** @param {AppOptions} options */
export function createApp({
  handlers,
  message,
  languageOf,
  corsOrigins,
  devOutbox,
  maxBodyBytes = MAX_BODY_BYTES,
  log,
}) {
  const capText = formatMegabytes(maxBodyBytes)
  // The methods each route pattern answers, for 405's Allow and CORS (catch-all handlers, which
  // match every method, name none).
  const routes = handlers
    .map((handler) => handler.info)
    .filter((info) => typeof info?.method === 'string' && typeof info.path === 'string')
  const served = new Set(routes.map((info) => info.method.toUpperCase()))
  if (served.has('GET')) served.add('HEAD')
  served.add('OPTIONS')
  const allServed = [...served].join(', ')

  /** The methods the path answers, or undefined when no route has it. */
  function allowedFor(url) {
    const methods = new Set()
    for (const info of routes)
      if (matchRequestUrl(url, info.path).matches) methods.add(info.method.toUpperCase())
    if (methods.size === 0) return undefined
    if (methods.has('GET')) methods.add('HEAD')
    methods.add('OPTIONS')
    return [...methods].join(', ')
  }

  function corsHeaders(origin) {
    /** @type {Record<string, string>} */
    const headers = {
      'Access-Control-Allow-Methods': allServed,
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept-Language',
      // ky reads Retry-After to wait before retrying a 429 or 503.
      'Access-Control-Expose-Headers': 'Retry-After',
      'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
    }
    if (corsOrigins.includes('*')) headers['Access-Control-Allow-Origin'] = '*'
    else {
      // The answer depends on the Origin: caches must not hand one origin's answer to another.
      headers.Vary = 'Origin'
      if (origin && corsOrigins.includes(origin)) headers['Access-Control-Allow-Origin'] = origin
    }
    return headers
  }

  const languageOfRaw = (header) =>
    languageOf({ headers: { get: () => (typeof header === 'string' ? header : null) } })

  /** A complete error answer written on a raw socket (before node:http has a request). */
  function rawError(socket, status, code, extra = {}) {
    if (!socket.writable) return socket.destroy()
    const body = JSON.stringify({ message: message('en', code) })
    const head = Object.entries({
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
      ...corsHeaders(undefined),
      ...extra,
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')
    socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\n${head}\r\n${body}`)
  }

  /** node:http could not parse the request: 431 for oversized headers, 405 for a method token it
   * does not know, 414 for an overlong target, else 400. */
  function onClientError(error, socket) {
    const code = /** @type {{ code?: string }} */ (error).code
    if (code === 'ECONNRESET' || !socket.writable) return socket.destroy()
    if (code === 'HPE_HEADER_OVERFLOW') return rawError(socket, 431, 'headers_too_large')
    if (code === 'HPE_INVALID_METHOD')
      return rawError(socket, 405, 'method_not_allowed', { Allow: allServed })
    return rawError(socket, 400, 'bad_request')
  }

  /** CONNECT would turn the connection into a tunnel: never. */
  function onConnect(_request, socket) {
    rawError(socket, 405, 'method_not_allowed', { Allow: allServed })
  }

  async function onRequest(req, res) {
    const started = performance.now()
    const language = languageOfRaw(req.headers['accept-language'])
    const cors = corsHeaders(req.headers.origin)

    const send = (status, body, headers = {}) => {
      const text = body === undefined ? '' : JSON.stringify(body)
      // The rest of a body nobody read would otherwise be drained before the next request.
      if (!req.complete) headers.Connection = 'close'
      res.writeHead(status, {
        ...(text ? { 'Content-Type': 'application/json' } : {}),
        'Content-Length': Buffer.byteLength(text),
        ...cors,
        ...headers,
      })
      res.end(req.method === 'HEAD' ? undefined : text)
      log?.(`${req.method} ${req.url?.slice(0, 200)} -> ${status}`)
    }
    const fail = (status, code, headers = {}, vars = {}) =>
      send(status, { message: message(language, code, vars) }, headers)

    try {
      const method = req.method ?? ''
      const target = req.url ?? ''
      if (target.length > MAX_URL_LENGTH) return fail(414, 'uri_too_long')
      if (req.rawHeaders.length / 2 > MAX_HEADER_COUNT) return fail(431, 'headers_too_large')
      const host = req.headers.host
      if (host !== undefined && !HOST_PATTERN.test(host)) return fail(400, 'bad_request')
      if (method === 'OPTIONS' && target === '*') return send(204, undefined, { Allow: allServed })
      // Only origin-form targets ("/api/..."): no absolute URLs (this is no proxy), no "//host".
      if (!target.startsWith('/') || target.startsWith('//')) return fail(400, 'bad_request')

      let url
      try {
        url = new URL(target, `http://${host ?? 'localhost'}`)
        decodeURIComponent(url.pathname)
      } catch {
        return fail(400, 'bad_request')
      }

      if (method === 'OPTIONS') {
        const allow = allowedFor(url)
        return allow ? send(204, undefined, { Allow: allow }) : fail(404, 'not_found')
      }
      if (!served.has(method))
        return fail(405, 'method_not_allowed', { Allow: allowedFor(url) ?? allServed })

      const declared = req.headers['content-length']
      const hasBody =
        declared !== undefined ? Number(declared) > 0 : 'transfer-encoding' in req.headers
      if ((method === 'GET' || method === 'HEAD') && hasBody) return fail(400, 'body_not_allowed')
      if (Number(declared) > maxBodyBytes)
        return fail(413, 'body_too_large', {}, { limit: capText })

      if (url.pathname === OUTBOX_PATH || url.pathname.startsWith(`${OUTBOX_PATH}/`)) {
        const local = isLoopbackAddress(req.socket.remoteAddress) && LOOPBACK_NAMES.test(host ?? '')
        if (!devOutbox || !local) return fail(404, 'not_found')
      }

      const headers = new Headers()
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        headers.append(req.rawHeaders[i], req.rawHeaders[i + 1])
      // Rate limits key on this (mocks/lib/rate-limit.ts): a client cannot choose its own.
      headers.delete('X-Mock-Client')
      headers.set('X-Mock-Client', req.socket.remoteAddress ?? 'unknown')

      const capped = { over: false }
      const withBody = hasBody && method !== 'GET' && method !== 'HEAD'
      const request = new Request(url, {
        // HEAD is answered as the GET would be, without the body.
        method: method === 'HEAD' ? 'GET' : method,
        headers,
        body: withBody ? capBody(Readable.toWeb(req), maxBodyBytes, capped) : undefined,
        duplex: withBody ? 'half' : undefined,
      })

      const response = await getResponse(handlers, request)
      if (capped.over) return fail(413, 'body_too_large', {}, { limit: capText })
      if (!response) {
        const allow = allowedFor(url)
        return allow ? fail(405, 'method_not_allowed', { Allow: allow }) : fail(404, 'not_found')
      }

      const body = Buffer.from(await response.arrayBuffer())
      /** @type {Record<string, string>} */
      const answerHeaders = { ...Object.fromEntries(response.headers), ...cors }
      answerHeaders['content-length'] = String(body.byteLength)
      if (!req.complete) answerHeaders.Connection = 'close'
      res.writeHead(response.status, answerHeaders)
      res.end(method === 'HEAD' ? undefined : body)
      log?.(
        `${method} ${url.pathname} -> ${response.status} (${Math.round(performance.now() - started)} ms)`,
      )
    } catch (error) {
      // Requests are checked above, so what lands here is a bug in a handler or in this file.
      console.error('[mock-server] unexpected error', error)
      if (res.headersSent) return res.destroy()
      fail(500, 'server_error')
    }
  }

  return { onRequest, onClientError, onConnect }
}

const formatMegabytes = (bytes) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`

/** The body stream, ended (and flagged) once it passes `limit` bytes. */
function capBody(stream, limit, flag) {
  let size = 0
  return stream.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > limit) {
          flag.over = true
          controller.terminate()
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
}

const STATUS_TEXT = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
}
