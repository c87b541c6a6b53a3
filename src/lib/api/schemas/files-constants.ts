/**
 * The file manager's fixed words and limits, without zod: the route's search validation (first
 * bundle) and the cards import them without pulling the contract's schemas into their chunk.
 */

/** What a file is, from its MIME type (`fileKindOf`); folders are the `folder` kind. */
export const FILE_KINDS = [
  'folder',
  'document',
  'spreadsheet',
  'presentation',
  'pdf',
  'image',
  'video',
  'audio',
  'archive',
  'text',
  'other',
] as const
export type FileKind = (typeof FILE_KINDS)[number]

/**
 * Which items a list shows: `files` the caller's drive (one folder at a time, or a search below
 * it), `shared` what others shared with the caller, `starred` what the caller starred, `recent`
 * the files changed in the last 30 days, `trash` what the caller moved to the trash.
 */
export const FILE_SCOPES = ['files', 'shared', 'starred', 'recent', 'trash'] as const
export type FileScope = (typeof FILE_SCOPES)[number]

/** Folders always come before files, whatever the sort. */
export const FILE_SORTS = [
  'name-asc',
  'name-desc',
  'modified-desc',
  'modified-asc',
  'size-desc',
  'size-asc',
] as const
export type FileSort = (typeof FILE_SORTS)[number]

export const FILE_VIEWS = ['grid', 'list'] as const
export type FileView = (typeof FILE_VIEWS)[number]

/** What a person may do with an item: its owner everything; others as it was shared with them. */
export const FILE_ACCESS = ['owner', 'editor', 'viewer'] as const
export type FileAccess = (typeof FILE_ACCESS)[number]

/** The roles an owner gives when sharing ("can edit", "can view"). */
export const SHARE_ROLES = ['editor', 'viewer'] as const
export type ShareRole = (typeof SHARE_ROLES)[number]

/**
 * Types an upload may have: pictures, PDFs, text, Office and OpenDocument files, archives, audio
 * and video. Never SVG or HTML (a browser would run their script when the file is opened).
 */
export const FILE_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/json',
  'application/zip',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'audio/mpeg',
  'audio/wav',
  'audio/ogg',
  'video/mp4',
  'video/webm',
] as const
export type FileUploadType = (typeof FILE_UPLOAD_TYPES)[number]

const KIND_BY_TYPE: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'text/plain': 'text',
  'text/markdown': 'text',
  'application/json': 'text',
  'text/csv': 'spreadsheet',
  'application/zip': 'archive',
  'application/msword': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.oasis.opendocument.text': 'document',
  'application/vnd.ms-excel': 'spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'application/vnd.ms-powerpoint': 'presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'presentation',
}

/** The kind of a file of MIME type `type`. */
export function fileKindOf(type: string): Exclude<FileKind, 'folder'> {
  const known = KIND_BY_TYPE[type]
  if (known && known !== 'folder') return known
  if (type.startsWith('image/')) return 'image'
  if (type.startsWith('video/')) return 'video'
  if (type.startsWith('audio/')) return 'audio'
  return 'other'
}

/** The MIME type of a file the browser could not type (an empty `File.type`), by its extension. */
export const TYPE_BY_EXTENSION: Record<string, FileUploadType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  json: 'application/json',
  zip: 'application/zip',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  webm: 'video/webm',
}

export const FILE_LIMITS = {
  /** Characters of a file or folder name. */
  name: 120,
  /** Bytes of one file. */
  fileBytes: 20 * 1024 * 1024,
  /** Bytes every person may keep (their own files, trash included). */
  quotaBytes: 250 * 1024 * 1024,
  /** Bytes of one upload chunk (the last one may be shorter). */
  chunkBytes: 512 * 1024,
  /** Uploads one person may have under way at once. */
  pendingUploads: 8,
  tags: 10,
  tag: 30,
  search: 100,
  /** Items one move, copy, trash or restore call may name. */
  batch: 100,
  /** People one item may be shared with. */
  shares: 50,
  /** Items a folder copy may create (the folder and everything below it). */
  copyItems: 200,
  /** Folders nested below the drive's top. */
  depth: 12,
  pageSizes: [24, 48, 96] as const,
  defaultPageSize: 48,
  /** `recent`: changed within this many days. */
  recentDays: 30,
} as const
