import type { PersistenceBackend } from '../../mocks/db/persistence'

export declare const STORE_FILE: string

export interface FileStore extends PersistenceBackend {
  /** The store file's path. */
  path: string
}

export declare function createFileStore(dir: string, options?: { reset?: boolean }): FileStore
