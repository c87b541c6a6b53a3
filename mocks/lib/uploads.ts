/**
 * Uploaded bytes, for every area that stores files (avatars, mail attachments, and chat and the
 * file manager to come): a data URL is checked (an allowed type, bytes that start the way that
 * type starts, a size limit) before anything is stored, and stored bytes are served back with
 * headers that keep a browser from running them.
 */
import { HttpResponse } from 'msw'
import { invalid } from './errors'

const startsWith = (bytes: Uint8Array, ...expected: (number | null)[]) =>
  expected.every((byte, index) => byte === null || bytes[index] === byte)

/**
 * The first bytes of types that have a signature. Types not listed (plain text, CSV) carry no
 * signature; they are served as attachments with `nosniff`, so a browser never runs them.
 */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => startsWith(b, 0x89, 0x50, 0x4e, 0x47),
  'image/jpeg': (b) => startsWith(b, 0xff, 0xd8, 0xff),
  'image/gif': (b) => startsWith(b, 0x47, 0x49, 0x46),
  'image/webp': (b) =>
    startsWith(b, 0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50),
  'application/pdf': (b) => startsWith(b, 0x25, 0x50, 0x44, 0x46),
  // zip, and the Office formats that are zip files
  'application/zip': (b) => startsWith(b, 0x50, 0x4b),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) =>
    startsWith(b, 0x50, 0x4b),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (b) =>
    startsWith(b, 0x50, 0x4b),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': (b) =>
    startsWith(b, 0x50, 0x4b),
}

/** Whether `bytes` start the way a file of `type` starts (true for types without a signature). */
export const matchesSignature = (type: string, bytes: Uint8Array) =>
  SIGNATURES[type]?.(bytes) ?? true

interface DecodeOptions {
  /** The field the errors are reported on. */
  field: string
  types: readonly string[]
  maxBytes: number
  /** The code for bytes over `maxBytes` (default `file_too_large`, whose text names mail's 3 MB). */
  tooLarge?: string
}

export interface DecodedUpload {
  type: string
  base64: string
  size: number
}

/**
 * A `data:<type>;base64,<bytes>` URL checked against `types` and `maxBytes`, its bytes against
 * the type: 400 `<field>: file_invalid | file_too_large | attachment_type` otherwise.
 */
export function decodeDataUrl(
  dataUrl: string,
  { field, types, maxBytes, tooLarge = 'file_too_large' }: DecodeOptions,
): DecodedUpload {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl)
  if (!match) invalid({ [field]: 'file_invalid' })
  const [, type, base64] = match as unknown as [string, string, string]
  if (!types.includes(type)) invalid({ [field]: 'attachment_type' })
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  } catch {
    invalid({ [field]: 'file_invalid' })
  }
  if (bytes.length > maxBytes) invalid({ [field]: tooLarge })
  if (!matchesSignature(type, bytes)) invalid({ [field]: 'file_invalid' })
  return { type, base64, size: bytes.length }
}

/** Base64 of bytes built in code (seeds). */
export function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

interface ServeOptions {
  /** Shown in the browser (pictures, PDFs) instead of saved; the name is kept either way. */
  inline?: boolean
  /** `private` for bytes only their owners may read; `public` for addresses anyone may hold. */
  cache: 'private' | 'public'
}

/** Stored bytes as an answer: never sniffed, never scripted, saved under their own name. */
export function bytesResponse(
  stored: ({ base64: string } | { bytes: Uint8Array }) & { type: string; name?: string },
  { inline = false, cache }: ServeOptions,
): Response {
  const { type, name } = stored
  const bytes =
    'bytes' in stored ? stored.bytes : Uint8Array.from(atob(stored.base64), (c) => c.charCodeAt(0))
  const headers: Record<string, string> = {
    'Content-Type': type.startsWith('text/') ? `${type}; charset=utf-8` : type,
    // Each upload gets a new address, so stored bytes never change.
    'Cache-Control': `${cache}, max-age=31536000, immutable`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  }
  if (name !== undefined) {
    const disposition = inline ? 'inline' : 'attachment'
    headers['Content-Disposition'] =
      `${disposition}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`
  }
  return new HttpResponse(bytes, { headers })
}
