/**
 * Avatars people upload (the user editor, the account's General tab): the API stores the bytes
 * (in the users area's `avatars` collection, so they persist with the rest of the demo data) and
 * answers with their own address, /api/users/avatar/<id>, which it serves back.
 */
import { AVATAR_TYPES, MAX_AVATAR_BYTES } from '@/lib/api/schemas/common'
import { randomHex } from '../db/crypto'
import type { Database } from '../db/database'
import { invalid } from './errors'
import { matchesSignature } from './uploads'

export const avatarPath = (id: string) => `/api/users/avatar/${id}`

function decode(dataUrl: string) {
  const match = /^data:(image\/[a-z+]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl)
  if (!match) invalid({ avatarUrl: 'image_invalid' })
  const [, type, base64] = match as unknown as [string, string, string]
  if (!(AVATAR_TYPES as readonly string[]).includes(type)) invalid({ avatarUrl: 'image_invalid' })
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  } catch {
    invalid({ avatarUrl: 'image_invalid' })
  }
  if (bytes.length > MAX_AVATAR_BYTES) invalid({ avatarUrl: 'image_too_large' })
  if (!matchesSignature(type, bytes)) invalid({ avatarUrl: 'image_invalid' })
  return { type, base64 }
}

/**
 * Call it after every other check of the write has passed (an upload is stored at once).
 *
 * The avatar address to store for `userId`, given what the client sent: a data URL (a new
 * upload: stored, the previous upload removed), the address the user has now (unchanged), or
 * null (removed). Any other address is refused, so nobody points their avatar at someone else's
 * upload. Call it inside the write.
 */
export async function resolveAvatar(
  db: Database,
  userId: string,
  sent: string | null,
  current: string | null,
): Promise<string | null> {
  if (sent === current) return current
  if (sent !== null && !sent.startsWith('data:')) invalid({ avatarUrl: 'image_invalid' })
  // Checked before anything changes: a refused upload leaves the current avatar in place.
  const upload = sent === null ? null : decode(sent)
  if (current?.startsWith(avatarPath(''))) {
    const oldId = current.slice(avatarPath('').length)
    db.avatars.delete((q) => q.where({ id: oldId, userId }))
  }
  if (upload === null) return null
  const { type, base64 } = upload
  const id = `avatar-${randomHex(12)}`
  await db.avatars.create({
    id,
    userId,
    contentType: type,
    base64,
    createdAt: new Date().toISOString(),
  })
  return avatarPath(id)
}

/** Removes every uploaded avatar of a deleted user. */
export function deleteAvatarsOf(db: Database, userId: string) {
  db.avatars.deleteMany((q) => q.where({ userId }))
}
