#!/usr/bin/env node
/**
 * Bundle budget (foundation issue): the JavaScript a first visit to /dashboard/blank loads.
 *
 *   budgeted  the entry chunk and everything it imports statically (what the browser must have
 *             before the app can start): must stay under BUDGET_KB gzip;
 *   reported  the route chunks of /dashboard/blank, the English bundle and the mock API,
 *             which start loading in parallel right after the entry (no waterfall).
 *
 * Reads dist/.vite/manifest.json (run `npm run build` first). `--check` exits 1 over budget.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 170
const DIST = 'dist'
const check = process.argv.includes('--check')

let manifest
try {
  manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'))
} catch {
  console.error('No build manifest: run `npm run build` first.')
  process.exit(1)
}

const sizes = new Map()
function size(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(join(DIST, file))
    sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length })
  }
  return sizes.get(file)
}

/** A chunk and its static imports, as manifest keys. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  const chunk = manifest[key]
  if (!chunk) throw new Error(`Not in the manifest: ${key}`)
  seen.add(key)
  for (const dep of chunk.imports ?? []) staticClosure(dep, seen)
  return seen
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const entry = staticClosure(entryKey)

const groups = [
  { name: 'entry + static imports (budgeted)', keys: [...entry], budget: BUDGET_KB },
  {
    name: 'route chunks: /dashboard + /dashboard/blank',
    keys: [
      'src/routes/dashboard/route.tsx?tsr-split=component',
      'src/routes/dashboard/blank.tsx?tsr-split=component',
    ],
  },
  { name: 'language bundle (en)', keys: ['src/locales/en/common.json'] },
  { name: 'mock API (VITE_MOCK_API on)', keys: ['src/app/start-mock-api.ts'] },
]

const counted = new Set(entry)
const rows = []
for (const group of groups) {
  const files = new Set()
  for (const key of group.keys) {
    for (const dep of staticClosure(key)) {
      if (group.budget || !counted.has(dep)) files.add(dep)
    }
  }
  for (const key of files) counted.add(key)
  const jsFiles = [...files].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
  const total = jsFiles.reduce(
    (sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip }),
    { raw: 0, gzip: 0 },
  )
  rows.push({ group: group.name, files: jsFiles.length, ...total, budget: group.budget })
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const firstVisit = rows.reduce((sum, row) => sum + row.gzip, 0)
const table = rows.map((row) => ({
  'what loads': row.group,
  files: row.files,
  'raw KB': kb(row.raw),
  'gzip KB': kb(row.gzip),
  'budget KB': row.budget ?? '',
}))
table.push({
  'what loads': 'first visit to /dashboard/blank, all JS',
  files: rows.reduce((sum, row) => sum + row.files, 0),
  'raw KB': kb(rows.reduce((sum, row) => sum + row.raw, 0)),
  'gzip KB': kb(firstVisit),
  'budget KB': '',
})
console.table(table)

const budgeted = rows[0]
const over = budgeted.gzip / 1024 > BUDGET_KB
console.log(
  `${over ? 'OVER BUDGET' : 'Within budget'}: entry + static imports ${kb(budgeted.gzip)} KB gzip (budget ${BUDGET_KB} KB).`,
)
if (check && over) process.exit(1)
