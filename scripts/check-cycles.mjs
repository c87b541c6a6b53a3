/**
 * Fails when the modules of src/, mocks/ and test/ import each other in a cycle, counting
 * type-only imports too: import-x/no-cycle skips `import type`, and a type-only cycle still ties
 * two modules together (the mock database and its seeds once did). Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '..')
const ROOTS = ['src', 'mocks', 'test']

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.test.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
)
const options = config?.options ?? {}

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`))
}

const files = ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)))
const known = new Set(files)

/** @type {Map<string, string[]>} */
const graph = new Map()
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const targets = new Set()
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule
    const target = resolved && path.resolve(resolved.resolvedFileName)
    if (target && known.has(target)) targets.add(target)
  }
  graph.set(file, [...targets])
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let index = 0
/** @type {string[]} */
const stack = []
/** @type {Map<string, { index: number, low: number, onStack: boolean }>} */
const state = new Map()
/** @type {string[][]} */
const cycles = []

/** @param {string} node */
function connect(node) {
  const own = { index, low: index, onStack: true }
  index += 1
  state.set(node, own)
  stack.push(node)
  for (const next of graph.get(node) ?? []) {
    const seen = state.get(next)
    if (!seen) {
      connect(next)
      own.low = Math.min(own.low, state.get(next)?.low ?? own.low)
    } else if (seen.onStack) own.low = Math.min(own.low, seen.index)
  }
  if (own.low !== own.index) return
  /** @type {string[]} */
  const component = []
  let member
  do {
    member = /** @type {string} */ (stack.pop())
    const memberState = state.get(member)
    if (memberState) memberState.onStack = false
    component.push(member)
  } while (member !== node)
  if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component)
}

for (const file of files) if (!state.has(file)) connect(file)

if (cycles.length > 0) {
  console.error(`Import cycles (type-only imports included): ${cycles.length}`)
  for (const cycle of cycles)
    console.error(`  ${cycle.map((file) => path.relative(root, file)).join(' <-> ')}`)
  process.exit(1)
}
console.log(`No import cycles among ${files.length} modules (type-only imports included).`)
