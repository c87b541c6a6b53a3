/**
 * Runs shell commands side by side and fails when any fails: `npm test` runs lint, the
 * type-check and the build this way, and `npm run lint` its ESLint, cycle and Prettier checks.
 * Each is mostly one thread (ESLint, tsc) and the machine has two cores, so together they take
 * about as long as the longest alone: `npm run lint` 198 s instead of 230 s in a row (stop 38).
 * Inside `npm test` the split gains nothing: there the checks, tsc and the build already keep
 * both cores busy (271 s either way). Each command's output is kept and printed whole when it
 * ends, with its name, time and exit code, so logs never interleave.
 *
 *   node scripts/parallel.mjs "npm run lint" "tsc -b" "vite build"
 */
import { spawn } from 'node:child_process'

const commands = process.argv.slice(2)
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs "<command>" ["<command>" ...]')
  process.exit(2)
}

function run(command) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '0' } })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`
      process.stdout.write(`\n── ${command}: ${status} in ${seconds} s\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(code === 0)
    })
  })
}

const results = await Promise.all(commands.map(run))
const failed = commands.filter((_, index) => !results[index])
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`)
  process.exit(1)
}
