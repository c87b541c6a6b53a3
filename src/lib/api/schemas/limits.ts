/**
 * Size limits shared by the app and the mock API (docs/api.md, "Permissions" > limits): every
 * string and list a client sends is capped, and the few calls that carry pictures get a body
 * limit computed from their own caps instead of the 64 KB default.
 */
import { z } from 'zod/mini'

/** Ids are short: generated ones are at most ~45 characters, chosen ones at most this. */
export const MAX_ID_LENGTH = 64

/** A reference to a stored record (`productId`, `cardId`, ...). */
export const idRef = () =>
  z
    .string('invalid_value')
    .check(z.minLength(1, 'invalid_value'), z.maxLength(MAX_ID_LENGTH, 'invalid_value'))

/** Addresses of pictures (`/api/...`, `https://...`). */
export const MAX_URL_LENGTH = 2048

/** Comma-separated filter lists in query strings (`gender=men,women`). */
export const MAX_QUERY_LIST_LENGTH = 300

/**
 * The longest data URL of a picture of `bytes` bytes: base64 turns 3 bytes into 4 characters,
 * plus the `data:image/svg+xml;base64,` prefix.
 */
export const dataUrlMaxChars = (bytes: number) => Math.ceil(bytes / 3) * 4 + 32

/**
 * The largest body of a call carrying `count` pictures of `bytes` each: the pictures, JSON
 * punctuation, and `rest` bytes for every other field at its own cap (rounded up to 64 KB).
 */
export const bodyLimitFor = (count: number, bytes: number, rest: number) =>
  Math.ceil((count * (dataUrlMaxChars(bytes) + 3) + rest) / 65_536) * 65_536
