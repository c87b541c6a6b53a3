/**
 * `npm run mock-server`'s live socket (scripts/mock-server/websocket.mjs) over a real TCP
 * connection: the chat's events arrive as they do from the browser worker, and what a stranger
 * could send (a bad handshake, an unmasked or oversized frame, no hello) is refused. A raw client
 * on purpose, as in server-process.ts: msw/node would answer a WebSocket made in this process.
 */
import { randomBytes } from 'node:crypto'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveEventSchema } from '@/lib/api/schemas/chat'
import { DEMO_ADMIN_ID } from '../../mocks/lib/demo-accounts'
import { loginAdmin, removeDir, request, startMockServer, type MockServer } from './server-process'

let server: MockServer
let port: number
let token: string

beforeAll(async () => {
  server = await startMockServer({ env: { MOCK_CORS_ORIGIN: 'http://app.test' } })
  port = server.port
  token = await loginAdmin(port)
  // The server starts in a child process: seconds on a busy machine.
}, 60_000)

afterAll(async () => {
  await server.stop()
  removeDir(server.dataDir)
})

interface Frame {
  opcode: number
  text: string
  /** A close frame's code. */
  code?: number
}

/** A WebSocket client written by hand: the handshake, masked frames, and the frames received. */
class RawSocket {
  status = 0
  frames: Frame[] = []
  private buffer = Buffer.alloc(0)
  private upgraded = false
  private waiters: (() => void)[] = []
  ended = false

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk])
      this.read()
    })
    socket.on('close', () => {
      this.ended = true
      this.wake()
    })
    socket.on('error', () => undefined)
  }

  static open(path: string, headers: Record<string, string> = {}): Promise<RawSocket> {
    const socket = connect(port, '127.0.0.1')
    const raw = new RawSocket(socket)
    const all = {
      Host: `127.0.0.1:${port}`,
      Upgrade: 'websocket',
      Connection: 'Upgrade',
      'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      'Sec-WebSocket-Version': '13',
      ...headers,
    }
    socket.write(
      `GET ${path} HTTP/1.1\r\n${Object.entries(all)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`,
    )
    return raw.until(() => raw.status !== 0 || raw.ended).then(() => raw)
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter()
  }

  private read() {
    if (!this.upgraded) {
      const end = this.buffer.indexOf('\r\n\r\n')
      if (end < 0) return
      this.status = Number(this.buffer.subarray(0, end).toString().split(' ')[1])
      this.buffer = this.buffer.subarray(end + 4)
      this.upgraded = true
      if (this.status !== 101) this.buffer = Buffer.alloc(0)
    }
    while (this.status === 101 && this.buffer.length >= 2) {
      let length = this.buffer[1]! & 0x7f
      let offset = 2
      if (length === 126) {
        length = this.buffer.readUInt16BE(2)
        offset = 4
      }
      if (this.buffer.length < offset + length) break
      const payload = this.buffer.subarray(offset, offset + length)
      const opcode = this.buffer[0]! & 0x0f
      this.frames.push(
        opcode === 0x8
          ? { opcode, code: payload.readUInt16BE(0), text: payload.subarray(2).toString() }
          : { opcode, text: payload.toString() },
      )
      this.buffer = this.buffer.subarray(offset + length)
    }
    this.wake()
  }

  /** Resolves once `done()` holds (checked on each arrival), or fails after `timeout` ms. */
  until(done: () => boolean, timeout = 8000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out')), timeout)
      const check = () => {
        if (done()) {
          clearTimeout(timer)
          resolve()
        } else this.waiters.push(check)
      }
      check()
    })
  }

  /** Sends one frame; masked as a client must, unless `masked: false`. */
  send(text: string, { masked = true, opcode = 0x1 } = {}) {
    const payload = Buffer.from(text)
    const length = payload.length
    const head =
      length < 126
        ? Buffer.from([0x80 | opcode, (masked ? 0x80 : 0) | length])
        : Buffer.from([0x80 | opcode, (masked ? 0x80 : 0) | 126, length >> 8, length & 0xff])
    const mask = masked ? randomBytes(4) : Buffer.alloc(0)
    if (masked) for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i % 4]!
    this.socket.write(Buffer.concat([head, mask, payload]))
  }

  events(): { type: string; [key: string]: unknown }[] {
    return this.frames
      .filter((frame) => frame.opcode === 0x1)
      .map((frame) => JSON.parse(frame.text) as { type: string })
  }

  closeCode = () => this.frames.find((frame) => frame.opcode === 0x8)?.code

  destroy() {
    this.socket.destroy()
  }
}

describe('mock-server: the live socket', () => {
  it('answers ready to a hello, then pushes a contact’s reply: typing, then the message', async () => {
    const live = await RawSocket.open('/api/chat/live')
    expect(live.status).toBe(101)
    live.send(JSON.stringify({ type: 'hello', token }))
    await live.until(() => live.events().some((event) => event.type === 'ready'))

    const room = await request(
      port,
      'GET',
      '/api/chat/conversation?conversationKey=sofia-ramirez',
      {
        token,
      },
    )
    const conversationId = (room.json.conversation as { id: string }).id
    const sent = await request(port, 'POST', '/api/chat/messages/new', {
      token,
      body: { conversationId, message: { id: 'socket-test-1', body: 'Are you there?' } },
    })
    expect(sent.status).toBe(201)

    await live.until(() => live.events().some((event) => event.type === 'message'), 8000)
    const events = live.events().filter((event) => event.conversationId === conversationId)
    expect(events.map((event) => event.type).slice(0, 2)).toEqual(['typing', 'message'])
    const reply = liveEventSchema.parse(events[1])
    // From the other person, never an echo of the caller's own message.
    expect(reply.type === 'message' && reply.message.senderId).not.toBe(DEMO_ADMIN_ID)
    expect(reply.type === 'message' && reply.message.body).not.toBe('')
    live.destroy()
  })

  it('closes with 4401 on a bad token, and on a first frame that is no hello', async () => {
    const bad = await RawSocket.open('/api/chat/live')
    bad.send(JSON.stringify({ type: 'hello', token: 'not-a-token' }))
    await bad.until(() => bad.closeCode() !== undefined)
    expect(bad.closeCode()).toBe(4401)
    expect(bad.events()).toEqual([])

    const rude = await RawSocket.open('/api/chat/live')
    rude.send(JSON.stringify({ type: 'subscribe', all: true }))
    await rude.until(() => rude.closeCode() !== undefined)
    expect(rude.closeCode()).toBe(4401)
  })

  it('refuses unmasked, binary and oversized frames with their close codes', async () => {
    const unmasked = await RawSocket.open('/api/chat/live')
    unmasked.send('{}', { masked: false })
    await unmasked.until(() => unmasked.closeCode() !== undefined)
    expect(unmasked.closeCode()).toBe(1002)

    const binary = await RawSocket.open('/api/chat/live')
    binary.send('{}', { opcode: 0x2 })
    await binary.until(() => binary.closeCode() !== undefined)
    expect(binary.closeCode()).toBe(1003)

    const big = await RawSocket.open('/api/chat/live')
    big.send(JSON.stringify({ type: 'hello', token: 'x'.repeat(20_000) }))
    await big.until(() => big.closeCode() !== undefined)
    expect(big.closeCode()).toBe(1009)
    expect(server.errors()).toBe('')
  })

  it.each([
    ['an unknown path', '/api/chat/elsewhere', {}, 404],
    ['a missing key', '/api/chat/live', { 'Sec-WebSocket-Key': '' }, 400],
    ['another protocol version', '/api/chat/live', { 'Sec-WebSocket-Version': '8' }, 400],
    ['an origin the server does not allow', '/api/chat/live', { Origin: 'http://evil.test' }, 403],
  ])('refuses the handshake for %s', async (_, path, headers, status) => {
    const refused = await RawSocket.open(path, headers)
    expect(refused.status).toBe(status)
  })

  it('accepts the allowed origin', async () => {
    const allowed = await RawSocket.open('/api/chat/live', { Origin: 'http://app.test' })
    expect(allowed.status).toBe(101)
    allowed.destroy()
  })
})
