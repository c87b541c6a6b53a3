/**
 * The mock API's service worker script, /mock-api-worker.js, bundled from
 * mocks/worker/service-worker.ts: a classic script (service workers registered without
 * `type: 'module'` cannot import), self-contained, minified. The dev server bundles it when first
 * asked for, and again after a source file changed; the build writes it next to msw's own worker
 * script (msw's Vite plugin writes that one).
 */
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'vite'

export const MOCK_WORKER_FILE = 'mock-api-worker.js'

const entry = fileURLToPath(new URL('../../mocks/worker/service-worker.ts', import.meta.url))
const src = fileURLToPath(new URL('../../src', import.meta.url))

/** The worker script's code. `latencyMs` is VITE_MOCK_LATENCY (pictures wait it too). */
export async function bundleMockWorker({ latencyMs = 0 } = {}): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': src } },
    define: { __MOCK_LATENCY_MS__: JSON.stringify(latencyMs) },
    build: {
      write: false,
      copyPublicDir: false,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: 'mockApiWorker', fileName: () => MOCK_WORKER_FILE },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  for (const output of outputs) {
    if (!('output' in output)) continue
    const chunk = output.output.find((file) => file.type === 'chunk')
    if (chunk) return chunk.code
  }
  throw new Error(`${MOCK_WORKER_FILE}: the bundle has no script`)
}

const latencyOf = (value: string | undefined) => {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 0
}

/** Serves the worker script in dev and writes it into every build. */
export function mockWorker(): Plugin {
  let latencyMs = 0
  return {
    name: 'mock-api-worker',
    configResolved(config) {
      latencyMs = latencyOf(config.env.VITE_MOCK_LATENCY as string | undefined)
    },
    configureServer(server) {
      // The browser asks for the script on every page load (the worker's update check): bundle it
      // once, again only after a source file changed.
      let code: Promise<string> | undefined
      server.watcher.on('all', () => {
        code = undefined
      })
      server.middlewares.use(`${server.config.base}${MOCK_WORKER_FILE}`, (_request, response) => {
        code ??= bundleMockWorker({ latencyMs })
        code.then(
          (script) => {
            response.setHeader('Content-Type', 'text/javascript')
            response.setHeader('Cache-Control', 'no-cache')
            response.end(script)
          },
          (error: unknown) => {
            code = undefined
            response.statusCode = 500
            response.end(String(error))
          },
        )
      })
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MOCK_WORKER_FILE,
        source: await bundleMockWorker({ latencyMs }),
      })
    },
  }
}
