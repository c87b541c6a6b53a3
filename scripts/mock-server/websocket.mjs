/**
 * The mock server's WebSocket endpoint (RFC 6455, text frames only), so `npm run mock-server`
 * pushes chat's live events as the browser worker does, instead of leaving its clients to poll.
 * No dependency: the handshake and the framing a live channel needs are short, and every limit a
 * stranger could lean on is set here (docs/api.md, "mock-server"):
 * - the upgrade must be a GET to a served path with a valid key and version 13, from an allowed
 *   origin; anything else is answered with a 4xx and closed;
 * - a client frame must be masked, at most MAX_FRAME_BYTES and not fragmented (close 1002, 1009,
 *   1003); binary frames are refused (1003);
 * - at most MAX_SOCKETS open at once (503), and a socket that says nothing for GREETING_MS is
 *   closed (4401: the first frame must carry the token).
 * Each accepted socket is handed to `onConnection({ client })` with the same `client` surface as
 * msw's WebSocket handlers (`addEventListener('message' | 'close')`, `send`, `close`), so the
 * area's own socket handler (mocks/areas/chat/socket.ts) serves both.
 */
import { createHash } from 'node:crypto'

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
/** The largest client frame read; a hello with its token needs well under 2 KB. */
export const MAX_FRAME_BYTES = 16 * 1024
export const MAX_SOCKETS = 1000
export const GREETING_MS = 10_000

const STATUS_TEXT = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
}

/**
 * @param {object} options
 * @param {Record<string, (connection: { client: any }) => void>} options.routes path → handler
 * @param {(origin: string | undefined) => boolean} options.originAllowed
 * @param {(language: string, code: string) => string} options.message
 */
export function createWebSocketServer({ routes, originAllowed, message }) {
  const open = new Set()

  function refuse(socket, status, code) {
    const body = JSON.stringify({ message: message('en', code) })
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }

  /** node:http's 'upgrade' event. */
  function onUpgrade(request, socket, head) {
    socket.on('error', () => socket.destroy())
    let path
    try {
      path = new URL(request.url ?? '', 'http://mock').pathname
    } catch {
      return refuse(socket, 400, 'bad_request')
    }
    const key = request.headers['sec-websocket-key']
    if (
      request.method !== 'GET' ||
      String(request.headers.upgrade).toLowerCase() !== 'websocket' ||
      request.headers['sec-websocket-version'] !== '13' ||
      typeof key !== 'string' ||
      Buffer.from(key, 'base64').length !== 16
    )
      return refuse(socket, 400, 'bad_request')
    const handler = Object.hasOwn(routes, path) ? routes[path] : undefined
    if (!handler) return refuse(socket, 404, 'not_found')
    if (!originAllowed(request.headers.origin)) return refuse(socket, 403, 'origin_not_allowed')
    if (open.size >= MAX_SOCKETS) return refuse(socket, 503, 'too_many_sockets')

    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64')
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    socket.setNoDelay(true)
    const client = connect(socket, request.url, head)
    open.add(client)
    client.addEventListener('close', () => open.delete(client))
    handler({ client })
  }

  return { onUpgrade }
}

/** One accepted socket, with msw's `client` surface. */
function connect(socket, url, head) {
  const listeners = { message: new Set(), close: new Set() }
  let buffer = head?.length ? Buffer.from(head) : Buffer.alloc(0)
  let closed = false
  let heard = false
  const greeting = setTimeout(() => !heard && close(4401, 'unauthorized'), GREETING_MS)

  const emit = (type, event) => {
    for (const listener of listeners[type]) listener(event)
  }

  function writeFrame(opcode, payload) {
    if (!socket.writable) return
    const length = payload.length
    const header =
      length < 126
        ? Buffer.from([0x80 | opcode, length])
        : length < 65536
          ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
          : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)])
    socket.write(Buffer.concat([header, payload]))
  }

  function close(code = 1000, reason = '') {
    if (closed) return
    closed = true
    clearTimeout(greeting)
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason))
    payload.writeUInt16BE(code, 0)
    payload.write(reason, 2)
    writeFrame(0x8, payload)
    socket.end()
    emit('close', { code, reason })
  }

  function read() {
    while (!closed && buffer.length >= 2) {
      const fin = buffer[0] & 0x80
      const opcode = buffer[0] & 0x0f
      const masked = buffer[1] & 0x80
      let length = buffer[1] & 0x7f
      let offset = 2
      if (length === 126) {
        if (buffer.length < 4) return
        length = buffer.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (buffer.length < 10) return
        const big = buffer.readBigUInt64BE(2)
        length = big > BigInt(MAX_FRAME_BYTES) ? MAX_FRAME_BYTES + 1 : Number(big)
        offset = 10
      }
      if (!masked) return close(1002, 'client frames must be masked')
      if (length > MAX_FRAME_BYTES) return close(1009, 'frame too large')
      if (buffer.length < offset + 4 + length) return
      const mask = buffer.subarray(offset, offset + 4)
      const payload = Buffer.from(buffer.subarray(offset + 4, offset + 4 + length))
      for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i % 4]
      buffer = buffer.subarray(offset + 4 + length)

      if (opcode === 0x8) return close(1000, '')
      if (opcode === 0x9) writeFrame(0xa, payload)
      else if (opcode === 0xa) continue
      else if (!fin || opcode === 0x0) return close(1003, 'fragmented messages are not supported')
      else if (opcode !== 0x1) return close(1003, 'text frames only')
      else {
        heard = true
        clearTimeout(greeting)
        emit('message', { data: payload.toString('utf8') })
      }
    }
  }

  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk])
    read()
  })
  socket.on('close', () => {
    if (closed) return
    closed = true
    clearTimeout(greeting)
    emit('close', { code: 1006, reason: '' })
  })
  if (buffer.length) queueMicrotask(read)

  return {
    url,
    addEventListener(type, listener) {
      listeners[type]?.add(listener)
    },
    removeEventListener(type, listener) {
      listeners[type]?.delete(listener)
    },
    send(text) {
      if (!closed) writeFrame(0x1, Buffer.from(String(text), 'utf8'))
    },
    close,
  }
}

function bigLength(length) {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64BE(BigInt(length))
  return bytes
}
