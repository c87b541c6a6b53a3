/** Blog rules: who sees and edits a post, post addresses (slugs), tags and pictures. */
import { BLOG_IMAGE_TYPES, BLOG_LIMITS } from '@/lib/api/schemas/blog-constants'
import { nameKey, toSlug } from '@/lib/api/schemas/slug'
import type { Database } from '../../db/database'
import { DomainError, forbidden, invalid, notFound } from '../../lib/errors'
import type { UserRecord } from '../../lib/people'
import { parseArtSeed } from '../../lib/product-art'
import { decodeDataUrl, type DecodedUpload } from '../../lib/uploads'
import { blogImagePath, newImageId, type BlogPostRecord } from './records'

type Caller = Pick<UserRecord, 'id' | 'role'>

/** Published posts are everyone's to read; a draft only its author's and the admins'. */
export const canSee = (post: BlogPostRecord, caller: Caller) =>
  post.status === 'published' || post.authorId === caller.id || caller.role === 'admin'

/** The author and the admins edit and delete a post. */
export const canEdit = (post: BlogPostRecord, caller: Caller) =>
  post.authorId === caller.id || caller.role === 'admin'

/** The post with this id if the caller may see it; 404 otherwise (a hidden draft is unknown). */
export function visiblePost(db: Database, caller: Caller, postId: string): BlogPostRecord {
  const post = db.blogPosts.findFirst((q) => q.where({ id: postId }))
  if (!post || !canSee(post, caller)) notFound()
  return post
}

/** The post if the caller may edit it: 404 when they cannot see it, 403 `not_owner` otherwise. */
export function editablePost(db: Database, caller: Caller, postId: string): BlogPostRecord {
  const post = visiblePost(db, caller, postId)
  if (!canEdit(post, caller)) forbidden('not_owner')
  return post
}

/** The post at an address (its slug, or what `toSlug` makes of what was typed), if any. */
export function postAt(db: Database, address: string): BlogPostRecord | undefined {
  return (
    db.blogPosts.findFirst((q) => q.where({ slug: address })) ??
    db.blogPosts.findFirst((q) => q.where({ slug: toSlug(address) }))
  )
}

/** Slugs are cut to this many characters (NFKC may lengthen a title), before any suffix. */
const MAX_SLUG_BASE = 100

/** Whether another post has this title (`nameKey`: the same in any case or spacing). */
export function titleTaken(db: Database, title: string, postId: string): boolean {
  const key = nameKey(title)
  return db.blogPosts.all().some((post) => post.id !== postId && nameKey(post.title) === key)
}

/**
 * The slug of a new or renamed post whose title is free (`titleTaken`): the title's, with `-2`,
 * `-3`... when another post has it (titles that differ only in punctuation), or `post` (`post-2`...)
 * for a title without letters or digits. A renamed post moves to its new title's slug; its old
 * slug is free for others and answers 404 (no former addresses: docs/decisions/blog.md).
 */
export function freeSlug(db: Database, title: string, postId: string): string {
  const others = db.blogPosts.all().filter((post) => post.id !== postId)
  const base = [...toSlug(title)].slice(0, MAX_SLUG_BASE).join('').replace(/-+$/, '') || 'post'
  const taken = new Set(others.map((post) => post.slug))
  if (!taken.has(base)) return base
  // A post that already has one of the base's suffixed slugs keeps it.
  const current = db.blogPosts.findFirst((q) => q.where({ id: postId }))?.slug
  if (current?.startsWith(`${base}-`) && /^\d+$/.test(current.slice(base.length + 1)))
    return current
  let n = 2
  while (taken.has(`${base}-${n}`)) n += 1
  return `${base}-${n}`
}

/** Tags (and meta keywords) without repeats, whatever their case; the first spelling is kept. */
export function uniqueWords(words: readonly string[]): string[] {
  const seen = new Set<string>()
  return words.filter((word) => {
    const key = word.toLocaleLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The uploads' own codes, said as the blog's picture codes. */
const PICTURE_CODES: Record<string, string> = {
  file_invalid: 'image_invalid',
  attachment_type: 'image_type',
  file_too_large: 'image_too_large',
}

/** Rethrows a 400 whose `field` carries an upload code with the blog's picture code instead. */
export function asPictureError(error: unknown, field: string): never {
  const code = error instanceof DomainError ? PICTURE_CODES[error.fields[field] ?? ''] : undefined
  if (error instanceof DomainError && code)
    invalid({ ...error.fields, [field]: code }, error.code, error.vars)
  throw error
}

/**
 * A picture sent as a data URL, checked (a blog picture type, at most BLOG_LIMITS.imageBytes, bytes
 * that match the type); 400 on `field` with `image_invalid`, `image_type` or `image_too_large`.
 */
export function decodePicture(dataUrl: string, field: string): DecodedUpload {
  try {
    return decodeDataUrl(dataUrl, {
      field,
      types: BLOG_IMAGE_TYPES,
      maxBytes: BLOG_LIMITS.imageBytes,
    })
  } catch (error) {
    asPictureError(error, field)
  }
}

/** The pictures the demo draws (mocks/areas/images): `/api/images/<kind>/<seed>.svg`. */
const DRAWN = /^\/api\/images\/(?:avatars\/person|covers\/cover|gallery\/scene)-\d{1,5}\.svg$/

function isDrawnPicture(url: string): boolean {
  if (DRAWN.test(url)) return true
  const product = /^\/api\/images\/products\/([^/]+)\.svg$/.exec(url)
  return product !== null && parseArtSeed(product[1]!) !== null
}

/** The id in `/api/blog/images/<id>`, or null for any other address. */
export const blogImageIdOf = (url: string) =>
  /^\/api\/blog\/images\/([\w-]{1,64})$/.exec(url)?.[1] ?? null

/**
 * The cover to store, given what the form sent: null, the cover the post has now, a picture
 * stored before (`/api/blog/images/<id>`, which must exist), one the demo draws
 * (`/api/images/...`), or a new upload as a data URL (stored now, answered as its address).
 * Anything else is 400 `image_invalid` on `coverUrl`. Call it once every other check has passed:
 * an upload is stored at once.
 */
export async function resolveCover(
  db: Database,
  uploader: Caller,
  sent: string | null,
  current: string | null,
  ensureImageRoom: () => void,
): Promise<string | null> {
  if (sent === null || sent === current) return sent
  if (sent.startsWith('data:')) {
    const picture = decodePicture(sent, 'coverUrl')
    ensureImageRoom()
    const image = await db.blogImages.create({
      id: newImageId(),
      uploaderId: uploader.id,
      name: 'cover',
      type: picture.type,
      size: picture.size,
      base64: picture.base64,
      createdAt: new Date().toISOString(),
    })
    return blogImagePath(image.id)
  }
  const id = blogImageIdOf(sent)
  if (id !== null ? db.blogImages.findFirst((q) => q.where({ id })) : isDrawnPicture(sent))
    return sent
  invalid({ coverUrl: 'image_invalid' })
}
