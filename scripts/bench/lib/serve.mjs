/**
 * Serves a static build with `vite preview` (gzip at its default level, the SPA fallback), as
 * the benchmarks measure every build: ours, or a peer's for a side-by-side run (cold-load).
 */
import { spawn } from 'node:child_process'

const answers = (base) =>
  fetch(base).then(
    () => true,
    () => false,
  )

/**
 * Starts the server for `dist` on `port` and resolves once it answers; `stop()` ends it (also
 * called when the process exits). A server already on the port (another bench, a crashed
 * script) would answer with another build, so that is refused.
 */
export async function serve(dist, port, timeoutMs = 30_000) {
  const base = `http://localhost:${port}`
  if (await answers(base))
    throw new Error(`Something already answers on ${base}: stop it or choose another port`)
  const server = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', dist],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.on('exit', stop)
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    try {
      if ((await fetch(base)).ok) return { base, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`vite preview did not answer on ${base}`)
}
