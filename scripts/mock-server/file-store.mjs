/**
 * The mock server's store: the whole database in one JSON file (`<dir>/store.json`), replaced
 * atomically after every write, so a crash or a kill leaves the previous or the next version,
 * never a half-written one.
 *
 * A write: the full data goes to a new temporary file in the same directory, which is flushed to
 * disk (fsync), then renamed over the store (rename is atomic on one file system), then the
 * directory is flushed so the rename itself survives a power cut. Writes are queued: two never
 * overlap, and each writes the newest state.
 *
 * The file holds password hashes and the token signing key: the directory is created 0700 and
 * the file 0600 (owner only).
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs'
import { open, readFile, rename } from 'node:fs/promises'
import { join } from 'node:path'

export const STORE_FILE = 'store.json'
const TEMP_PREFIX = '.store-'

/**
 * @typedef {{ version: number, meta: Record<string, string>, collections: Record<string, unknown[]> }} Snapshot
 * @typedef {{ load(): Promise<Snapshot | undefined>, save(snapshot: Snapshot): Promise<void>, path: string }} FileStore
 */

/**
 * @param {string} dir the data directory (created if missing)
 * @param {{ reset?: boolean }} [options] reset: forget the stored data (the engine reseeds)
 * @returns {FileStore}
 */
export function createFileStore(dir, { reset = false } = {}) {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const path = join(dir, STORE_FILE)
  // Temporary files of a write that was killed before its rename: never the store, just litter.
  for (const name of readdirSync(dir))
    if (name.startsWith(TEMP_PREFIX)) rmSync(join(dir, name), { force: true })
  if (reset) rmSync(path, { force: true })

  /** @type {Snapshot | undefined} the stored state, to which partial saves are merged */
  let current
  let queue = Promise.resolve()
  let counter = 0

  async function writeFile() {
    const temp = join(dir, `${TEMP_PREFIX}${process.pid}-${++counter}.tmp`)
    const handle = await open(temp, 'wx', 0o600)
    try {
      await handle.writeFile(JSON.stringify(current))
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, path)
    syncDirectory(dir)
  }

  return {
    path,
    async load() {
      let text
      try {
        text = await readFile(path, 'utf8')
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined
        throw error
      }
      try {
        current = JSON.parse(text)
      } catch (error) {
        // Atomic writes never leave this; a hand-edited file may. Refuse rather than drop data.
        throw new Error(
          `${path} is not valid JSON (${String(error)}); fix it or start with --reset`,
          { cause: error },
        )
      }
      return current
    },
    save(snapshot) {
      current = {
        version: snapshot.version,
        meta: snapshot.meta,
        collections: { ...(current?.collections ?? {}), ...snapshot.collections },
      }
      const written = queue.then(writeFile)
      queue = written.catch(() => undefined)
      return written
    },
  }
}

function syncDirectory(dir) {
  let fd
  try {
    fd = openSync(dir, 'r')
    fsyncSync(fd)
  } catch {
    // Some file systems cannot fsync a directory; the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}
