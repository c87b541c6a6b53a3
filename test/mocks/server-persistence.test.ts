/**
 * `npm run mock-server` keeps its data in MOCK_DATA_DIR: a restart keeps every answered write and
 * every session, a kill in the middle of a burst of writes leaves a store that loads and is
 * consistent, `--reset` reseeds. The outbox with --dev-outbox is checked here too (this file
 * starts its own servers).
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  loginAdmin,
  removeDir,
  request,
  startMockServer,
  tempDataDir,
  type MockServer,
} from './server-process'

interface Board {
  columns: Record<string, { id: string; cardIds: string[] }>
  cards: Record<string, unknown>
  columnOrder: string[]
}

// A directory the server creates itself (to check its mode).
const parentDir = tempDataDir()
const dataDir = join(parentDir, 'data')
const running: MockServer[] = []

async function start(args: string[] = []) {
  const server = await startMockServer({ dataDir, args })
  running.push(server)
  return server
}

async function readBoard(port: number, token: string): Promise<Board> {
  const answer = await request(port, 'GET', '/api/kanban/board', { token })
  expect(answer.status).toBe(200)
  return answer.json.board as Board
}

/** The board's invariants: the order lists each column once, every card sits in one column. */
function expectConsistent(board: Board) {
  expect(new Set(board.columnOrder).size).toBe(board.columnOrder.length)
  expect([...board.columnOrder].sort()).toEqual(Object.keys(board.columns).sort())
  const placed = Object.values(board.columns).flatMap((column) => column.cardIds)
  expect(new Set(placed).size).toBe(placed.length)
  expect([...placed].sort()).toEqual(Object.keys(board.cards).sort())
}

const BURST = 60
let token: string
let created: string[] = []

beforeAll(async () => {
  const first = await start()
  token = await loginAdmin(first.port)
  // A burst of writes, killed (SIGKILL: no chance to finish anything) once some were answered.
  const answered: string[] = []
  let killed = false
  const burst = Array.from({ length: BURST }, (_, i) =>
    request(first.port, 'POST', '/api/kanban/columns/new', {
      token,
      body: { name: `Burst ${i}` },
    }).then(
      (answer) => {
        if (answer.status === 201) answered.push((answer.json.column as { id: string }).id)
        if (answered.length >= 10 && !killed) {
          killed = true
          first.child.kill('SIGKILL')
        }
      },
      () => undefined, // cut off by the kill
    ),
  )
  await Promise.all(burst)
  await first.stop()
  created = answered
}, 60_000)

afterAll(async () => {
  for (const server of running) await server.stop()
  removeDir(parentDir)
})

describe('mock-server store', () => {
  it('was killed in the middle of the burst', () => {
    expect(created.length).toBeGreaterThanOrEqual(10)
    expect(created.length).toBeLessThan(BURST)
  })

  it('loads after the kill, with every answered write, consistent, and the same signing key', async () => {
    const server = await start()
    // The token issued before the kill is still valid: the signing key is in the store.
    const board = await readBoard(server.port, token)
    for (const id of created) expect(board.columns[id]).toBeDefined()
    expectConsistent(board)
    await server.stop()
  })

  it('keeps the store readable by its owner only', () => {
    expect(statSync(join(dataDir, 'store.json')).mode & 0o777).toBe(0o600)
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
  })

  it('reseeds with --reset: changes and sessions are gone', async () => {
    const server = await start(['--reset'])
    expect((await request(server.port, 'GET', '/api/kanban/board', { token })).status).toBe(401)
    const board = await readBoard(server.port, await loginAdmin(server.port))
    for (const id of created) expect(board.columns[id]).toBeUndefined()
    expectConsistent(board)
    await server.stop()
  })

  it('serves the outbox with --dev-outbox to this machine only', async () => {
    const server = await start(['--dev-outbox'])
    const path = '/api/mock/outbox?email=demo@example.com'
    expect((await request(server.port, 'GET', path)).status).toBe(200)
    // A page on another name resolving here (DNS rebinding) is not this machine's client.
    const rebound = await request(server.port, 'GET', path, { headers: { Host: 'evil.example' } })
    expect(rebound.status).toBe(404)
    expect(server.errors()).toContain('Unsafe, development only')
    await server.stop()
  })
})
