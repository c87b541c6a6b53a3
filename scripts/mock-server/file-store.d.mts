import type { BlobStore, PersistenceBackend } from '../../mocks/db/persistence'

export declare const STORE_FILE: string
/** The directory under the data directory that holds one file per blob. */
export declare const BLOBS_DIR: string

/** A blob key as the name of its file (letters, digits, `-`, `_`; any other byte as `~xx`). */
export declare function blobFileName(key: string): string

export interface FileStore extends PersistenceBackend {
  /** The store file's path. */
  path: string
  blobs: BlobStore
}

export declare function createFileStore(dir: string, options?: { reset?: boolean }): FileStore
