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
 *
 * Bytes (the file manager's files) are not in the JSON: each blob is its own file under
 * `<dir>/blobs/`, named after its key (made safe for a file name), written the same atomic way.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs'
import { open, readFile, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'

export const STORE_FILE = 'store.json'
export const BLOBS_DIR = 'blobs'
const TEMP_PREFIX = '.store-'
const BLOB_TEMP_PREFIX = '.blob-'

/**
 * A key as a file name: letters, digits, `-` and `_` as they are, every other UTF-8 byte as
 * `~xx`, so no key can name a path (`..`, `/`) or a hidden file, and two keys never share a name.
 *
 * @param {string} key
 */
export function blobFileName(key) {
  if (typeof key !== 'string' || key === '')
    throw new Error('a blob key must be a non-empty string')
  let name = ''
  for (const byte of new TextEncoder().encode(key)) {
    const char = String.fromCharCode(byte)
    name += /[A-Za-z0-9_-]/.test(char) ? char : `~${byte.toString(16).padStart(2, '0')}`
  }
  if (name.length > 200) throw new Error(`blob key too long: ${key.slice(0, 40)}...`)
  return name
}

/**
 * @typedef {{ version: number, meta: Record<string, string>, collections: Record<string, unknown[]> }} Snapshot
 * @typedef {{ get(key: string): Promise<Uint8Array | undefined>, put(key: string, bytes: Uint8Array): Promise<void>, delete(keys: readonly string[]): Promise<void>, clear(): Promise<void> }} BlobStore
 * @typedef {{ load(): Promise<Snapshot | undefined>, save(snapshot: Snapshot): Promise<void>, path: string, blobs: BlobStore }} FileStore
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
  const blobsDir = join(dir, BLOBS_DIR)
  if (reset) rmSync(blobsDir, { recursive: true, force: true })
  mkdirSync(blobsDir, { recursive: true, mode: 0o700 })
  for (const name of readdirSync(blobsDir))
    if (name.startsWith(BLOB_TEMP_PREFIX)) rmSync(join(blobsDir, name), { force: true })

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

  /** @type {BlobStore} */
  const blobs = {
    async get(key) {
      try {
        const buffer = await readFile(join(blobsDir, blobFileName(key)))
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined
        throw error
      }
    },
    async put(key, bytes) {
      const target = join(blobsDir, blobFileName(key))
      const temp = join(blobsDir, `${BLOB_TEMP_PREFIX}${process.pid}-${++counter}.tmp`)
      const handle = await open(temp, 'wx', 0o600)
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temp, target)
      syncDirectory(blobsDir)
    },
    async delete(keys) {
      for (const key of keys) await rm(join(blobsDir, blobFileName(key)), { force: true })
      if (keys.length > 0) syncDirectory(blobsDir)
    },
    async clear() {
      for (const name of await readdir(blobsDir))
        await rm(join(blobsDir, name), { force: true, recursive: true })
      syncDirectory(blobsDir)
    },
  }

  return {
    path,
    blobs,
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
