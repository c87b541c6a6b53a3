/**
 * `npm run mock-server` as a child process, and a raw HTTP/1.1 client for it, for the over-HTTP
 * tests. Raw sockets on purpose: vitest's msw/node intercepts fetch and node:http in this process
 * and would answer with the in-process handlers instead of the server under test; a raw socket
 * also lets a test send what no HTTP library would (a bad Host, TRACE, a header flood).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface MockServer {
  port: number
  dataDir: string
  child: ChildProcess
  /** What the server wrote to stderr so far. */
  errors(): string
  /** SIGTERM (or the given signal) and wait for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'mock-server-test-'))
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true })

/** Starts the server on a free loopback port and resolves once it listens. */
export function startMockServer({
  dataDir = tempDataDir(),
  args = [],
  env = {},
}: { dataDir?: string; args?: string[]; env?: Record<string, string> } = {}): Promise<MockServer> {
  const child = spawn(process.execPath, ['scripts/mock-server.mjs', '--quiet', ...args], {
    env: { ...process.env, MOCK_PORT: '0', MOCK_HOST: '127.0.0.1', MOCK_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let stdout = ''
    const timer = setTimeout(
      () => reject(new Error(`mock-server did not start: ${stderr}`)),
      30_000,
    )
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`mock-server exited (${code}): ${stderr}`))
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = /Mock API on http:\/\/127\.0\.0\.1:(\d+)\//.exec(stdout)
      if (!match) return
      clearTimeout(timer)
      resolve({
        port: Number(match[1]),
        dataDir,
        child,
        errors: () => stderr,
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal)
          await exited
        },
      })
    })
  })
}

export interface RawAnswer {
  status: number
  /** Header names in lower case; repeated headers joined with ', '. */
  headers: Record<string, string>
  body: string
  json: Record<string, unknown>
}

/** Sends `head` (and `body`) as written, on a new connection, and reads the whole answer. */
export function rawRequest(port: number, head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString()
      const split = text.indexOf('\r\n\r\n')
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        const name = line.slice(0, colon).trim().toLowerCase()
        const value = line.slice(colon + 1).trim()
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
      }
      const rest = split < 0 ? '' : text.slice(split + 4)
      let json: Record<string, unknown> = {}
      try {
        json = JSON.parse(rest) as Record<string, unknown>
      } catch {
        // Not JSON (an empty HEAD answer): the test looks at `body`.
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest, json })
    })
    socket.write(head)
    if (body) socket.write(body)
  })
}

/** A well-formed request; `Connection: close` so the answer ends with the connection. */
export function request(
  port: number,
  method: string,
  path: string,
  {
    body,
    token,
    headers = {},
  }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const text = body === undefined ? '' : JSON.stringify(body)
  const all: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    Connection: 'close',
    ...(text
      ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) }
      : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...headers,
  }
  const head = `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`
  return rawRequest(port, head, text)
}

export async function loginAdmin(port: number): Promise<string> {
  const answer = await request(port, 'POST', '/api/account/login', {
    body: { email: 'demo@example.com', password: 'demo1234' },
  })
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${answer.body}`)
  return answer.json.accessToken as string
}
