#!/usr/bin/env node
/**
 * Load and abuse probe of the mock API over HTTP: bounded bursts, on this machine only.
 *
 *   npm run probe                                   starts its own mock-server (fresh data in a
 *                                                   temporary MOCK_DATA_DIR), probes, stops it
 *   npm run probe -- --target http://127.0.0.1:3001 probes a server already running (loopback
 *                                                   addresses only; it changes that server's data)
 *   npm run probe -- --list 4000                    more product list requests (default 2000)
 *
 * Bursts: sign-in (waits out a 429's Retry-After instead of counting it), a registration race
 * (one e-mail 20 times at once: exactly one account may be created), the product list, board
 * moves (a valid one, then a stale one that must answer 409), and rejected calls (forbidden,
 * invalid, too large, wrong media type, no token), after which the stored data must not have
 * changed. Prints one row per burst: requests, rps, p50/p99 in ms, failures (unexpected answers).
 * Exits 1 when any burst failed.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const { values: flags } = parseArgs({
  options: {
    target: { type: 'string' },
    list: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
  },
})
const LIST_REQUESTS = Number(flags.list)
const CONCURRENCY = Number(flags.concurrency)
/** A Retry-After longer than this ends the sign-in burst (the limit works; no need to wait). */
const MAX_WAIT_SECONDS = 5
const ADMIN = { email: 'demo@example.com', password: 'demo1234' }
const USER = { email: 'user@example.com', password: 'demo1234' }

const isLoopbackHost = (hostname) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)

let base
let owned
if (flags.target) {
  const url = new URL(flags.target)
  if (!isLoopbackHost(url.hostname)) {
    console.error(`Refusing ${flags.target}: the probe only runs against this machine (loopback).`)
    process.exit(2)
  }
  base = url.origin
} else {
  owned = await startServer()
  base = `http://127.0.0.1:${owned.port}`
}

try {
  const rows = await probe()
  printTable(rows)
  process.exitCode = rows.some((row) => row.failures > 0) ? 1 : 0
} finally {
  if (owned) await owned.stop()
}

async function probe() {
  const rows = []
  const adminToken = await login(ADMIN)
  const userToken = await login(USER)

  rows.push(await loginBurst(20))
  rows.push(await registerRace(20))

  // Warm-up (code paths, JIT), then the measured burst.
  await burst('warm-up', 200, CONCURRENCY, () =>
    call('GET', '/api/products/list', { token: adminToken }),
  )
  rows.push(
    await burst('product list', LIST_REQUESTS, CONCURRENCY, () =>
      call('GET', '/api/products/list', { token: adminToken }),
    ),
  )

  rows.push(await boardMoves(adminToken))

  const before = await fingerprint(adminToken)
  const rejected = await rejectedCalls(adminToken, userToken)
  const after = await fingerprint(adminToken)
  const changed = before === after ? 0 : 1
  rejected.failures += changed
  rejected.notes = `${rejected.notes}; data changed after rejected calls: ${changed}`
  rows.push(rejected)
  return rows
}

// --- bursts ------------------------------------------------------------------------------------

async function loginBurst(count) {
  const times = []
  let failures = 0
  let waited = 0
  let limited = ''
  const started = performance.now()
  let requests = 0
  for (let i = 0; i < count && !limited; i++) {
    for (;;) {
      const answer = await call('POST', '/api/account/login', { body: ADMIN })
      requests++
      times.push(answer.ms)
      if (answer.status !== 429) {
        if (answer.status !== 200) failures++
        break
      }
      const seconds = Number(answer.headers.get('Retry-After'))
      if (!Number.isFinite(seconds) || seconds <= 0) {
        failures++ // a 429 must say when to come back
        break
      }
      if (seconds > MAX_WAIT_SECONDS) {
        limited = `rate limited after ${requests - 1} sign-ins (Retry-After ${seconds} s)`
        break
      }
      waited += seconds
      await sleep(seconds * 1000)
    }
  }
  const elapsed = (performance.now() - started) / 1000
  return row(
    'sign-in (sequential)',
    requests,
    elapsed,
    times,
    failures,
    limited || `waited ${waited} s`,
  )
}

async function registerRace(count) {
  const email = `probe-${Date.now()}@example.com`
  const body = { email, password: 'Probe-passw0rd!', firstName: 'Probe', lastName: 'Race' }
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: count }, () => call('POST', '/api/account/register', { body })),
  )
  const elapsed = (performance.now() - started) / 1000
  const created = answers.filter((a) => a.status === 201 || a.status === 200).length
  const unexpected = answers.filter((a) => ![200, 201, 400, 409, 429].includes(a.status)).length
  return row(
    'register race (same e-mail)',
    count,
    elapsed,
    answers.map((a) => a.ms),
    unexpected + Math.max(0, created - 1) + (created === 0 ? 1 : 0),
    `accounts created: ${created}`,
  )
}

async function boardMoves(token) {
  const times = []
  let failures = 0
  const started = performance.now()
  const read = async () => {
    const answer = await call('GET', '/api/kanban/board', { token })
    times.push(answer.ms)
    return answer.json.board
  }
  const move = async (board, columnOrder) => {
    // Whatever version the board carries is sent back, as a client does (docs/api.md).
    const answer = await call('POST', '/api/kanban/board/move', {
      token,
      body: {
        columnOrder,
        ...(board.version !== undefined ? { version: board.version } : {}),
        ...(board.updatedAt !== undefined ? { updatedAt: board.updatedAt } : {}),
      },
    })
    times.push(answer.ms)
    return answer.status
  }
  const stale = await read()
  const order = stale.columnOrder
  const valid = await move(stale, [...order.slice(1), order[0]])
  if (valid !== 200) failures++
  // Another client's view from before that move: it must be refused, not undo the move.
  const staleStatus = await move(stale, [order[order.length - 1], ...order.slice(0, -1)])
  if (staleStatus !== 409) failures++
  // Put the board back as it was (from a fresh read).
  if ((await move(await read(), order)) !== 200) failures++
  const elapsed = (performance.now() - started) / 1000
  return row(
    'board move',
    times.length,
    elapsed,
    times,
    failures,
    `valid ${valid}, stale ${staleStatus}`,
  )
}

async function rejectedCalls(adminToken, userToken) {
  const product = (await call('GET', '/api/products', { token: adminToken })).json.products[0]
  const cases = [
    [
      'forbidden: user deletes a product',
      403,
      () =>
        call('POST', '/api/products/product/delete', {
          token: userToken,
          body: { productId: product.id },
        }),
    ],
    [
      'forbidden: user resets the data',
      403,
      () => call('POST', '/api/mock/reset', { token: userToken, body: {} }),
    ],
    [
      'no token',
      401,
      () => call('POST', '/api/products/product/delete', { body: { productId: product.id } }),
    ],
    [
      'invalid: empty column name',
      400,
      () => call('POST', '/api/kanban/columns/new', { token: adminToken, body: { name: '' } }),
    ],
    [
      'too large: 100 KB column',
      413,
      () =>
        call('POST', '/api/kanban/columns/new', {
          token: adminToken,
          body: { name: 'x'.repeat(100_000) },
        }),
    ],
    [
      'text/plain reset',
      415,
      () => call('POST', '/api/mock/reset', { token: adminToken, raw: '{}', type: 'text/plain' }),
    ],
  ]
  const times = []
  const wrong = []
  const started = performance.now()
  for (const [name, expected, run] of cases) {
    const answer = await run()
    times.push(answer.ms)
    if (answer.status !== expected) wrong.push(`${name}: ${answer.status}`)
  }
  const elapsed = (performance.now() - started) / 1000
  return row(
    'rejected calls',
    cases.length,
    elapsed,
    times,
    wrong.length,
    wrong.length ? `unexpected: ${wrong.join(', ')}` : 'all refused',
  )
}

/** The stored data as a client sees it (board, products), plus the store file when owned. */
async function fingerprint(token) {
  const hash = createHash('sha256')
  for (const path of ['/api/kanban/board', '/api/products'])
    hash.update(JSON.stringify((await call('GET', path, { token })).json))
  if (owned) hash.update(readFileSync(join(owned.dataDir, 'store.json')))
  return hash.digest('hex')
}

// --- plumbing ----------------------------------------------------------------------------------

async function call(method, path, { token, body, raw, type = 'application/json' } = {}) {
  const started = performance.now()
  const text = raw ?? (body === undefined ? undefined : JSON.stringify(body))
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(text !== undefined ? { 'Content-Type': type } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: text,
  })
  const json = await response.json().catch(() => ({}))
  return {
    status: response.status,
    headers: response.headers,
    json,
    ms: performance.now() - started,
  }
}

async function login(account) {
  for (;;) {
    const answer = await call('POST', '/api/account/login', { body: account })
    if (answer.status === 200) return answer.json.accessToken
    const seconds = Number(answer.headers.get('Retry-After'))
    if (answer.status !== 429 || !(seconds <= 60))
      throw new Error(`sign-in answered ${answer.status}`)
    console.log(`sign-in rate limited: waiting ${seconds} s`)
    await sleep(seconds * 1000)
  }
}

/** `total` requests, at most `concurrency` at a time; expected statuses are 2xx. */
async function burst(name, total, concurrency, run) {
  const times = []
  let failures = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        next++
        const answer = await run()
        times.push(answer.ms)
        if (answer.status < 200 || answer.status > 299) failures++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  return row(name, total, elapsed, times, failures, `concurrency ${Math.min(concurrency, total)}`)
}

function row(name, requests, seconds, times, failures, notes = '') {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return {
    name,
    requests,
    rps: Math.round(requests / seconds),
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    failures,
    notes,
  }
}

function printTable(rows) {
  const columns = ['name', 'requests', 'rps', 'p50', 'p99', 'failures', 'notes']
  const titles = { p50: 'p50 ms', p99: 'p99 ms' }
  const widths = columns.map((c) =>
    Math.max((titles[c] ?? c).length, ...rows.map((r) => String(r[c]).length)),
  )
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 || i === 6 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
  console.log(`\nProbe of ${base}\n`)
  console.log(line(columns.map((c) => titles[c] ?? c)))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const r of rows) console.log(line(columns.map((c) => String(r[c]))))
  console.log()
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mock-probe-'))
  const child = spawn(process.execPath, ['scripts/mock-server.mjs', '--quiet', '--reset'], {
    env: { ...process.env, MOCK_PORT: '0', MOCK_HOST: '127.0.0.1', MOCK_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const port = await new Promise((resolve, reject) => {
    let out = ''
    child.once('exit', (code) => reject(new Error(`mock-server exited (${code})`)))
    child.stdout.on('data', (chunk) => {
      out += chunk
      const match = /Mock API on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)
      if (match) resolve(Number(match[1]))
    })
  })
  return {
    port,
    dataDir,
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
