#!/usr/bin/env node
/**
 * The mock API as a real HTTP server, for any client (curl, a mobile app, another frontend):
 *   npm run mock-server            # http://localhost:3001/api/...
 *   MOCK_PORT=4000 npm run mock-server
 * Same handlers as the browser worker and the tests (mocks/handlers.ts), run through msw's
 * getResponse inside node:http. Data lives in memory: every start is a fresh seed.
 * VITE_MOCK_LATENCY and VITE_MOCK_TOKEN_TTL apply as in the browser.
 */
import { createServer } from 'node:http'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { getResponse } from 'msw'
import { runnerImport } from 'vite'

const port = Number(process.env.MOCK_PORT ?? 3001)
const host = process.env.MOCK_HOST ?? '127.0.0.1'

// Vite's module runner loads the TypeScript handlers with the project's aliases and env.
const { module } = await runnerImport('/mocks/handlers.ts', {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
})
const { handlers } = module

const CORS = {
  'Access-Control-Allow-Origin': process.env.MOCK_CORS_ORIGIN ?? '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept-Language',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
}

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end()
      return
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`)
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : Array.isArray(value)
            ? value.map((v) => [name, v])
            : [[name, value]],
      ),
      body: hasBody ? Readable.toWeb(req) : undefined,
      duplex: hasBody ? 'half' : undefined,
    })
    const response = await getResponse(handlers, request)
    if (!response) {
      res.writeHead(404, { 'Content-Type': 'application/json', ...CORS })
      res.end(JSON.stringify({ message: 'Not found' }))
      return
    }
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...CORS })
    res.end(Buffer.from(await response.arrayBuffer()))
    console.log(`${req.method} ${url.pathname} -> ${response.status}`)
  } catch (error) {
    console.error(error)
    res.writeHead(500, { 'Content-Type': 'application/json', ...CORS })
    res.end(JSON.stringify({ message: 'Something went wrong' }))
  }
})

server.listen(port, host, () => {
  console.log(`Mock API on http://${host}:${port}/api (demo@example.com / demo1234)`)
})
