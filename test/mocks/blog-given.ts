/**
 * Test data for the blog's mock API tests: valid form bodies, posts and comments stored with the
 * area's own factories (so a test does not depend on the seed's text), and pictures as data URLs.
 */
import type { PostInput } from '@/lib/api/schemas/blog'
import { newComment, newPost, type BlogPostRecord } from '../../mocks/areas/blog/records'
import { getDb } from '../../mocks/db/database'
import { DEMO_ADMIN_ID } from '../../mocks/lib/demo-accounts'
import { call, type Answer } from './client'

let counter = 0
const next = () => (counter += 1)

/** The body of a valid post write (`{ post: postInput() }`), published. */
export function postInput(overrides: Partial<PostInput> = {}): PostInput {
  return {
    title: `Given post ${next()}`,
    description: 'A post made for a test.',
    content: '<p>Written for a test.</p>',
    coverUrl: null,
    tags: ['Testing', 'Given'],
    metaTitle: '',
    metaDescription: '',
    metaKeywords: [],
    status: 'published',
    commentsEnabled: true,
    ...overrides,
  }
}

/** A stored post (published, by the demo admin unless told), without going through the API. */
export async function givenPost(fields: Partial<BlogPostRecord> = {}) {
  const db = await getDb()
  const title = fields.title ?? `Stored post ${next()}`
  return db.blogPosts.create(
    newPost({
      title,
      slug: fields.slug ?? `stored-post-${counter}`,
      description: 'Stored for a test.',
      content: '<p>Stored for a test.</p>',
      tags: ['Testing', 'Stored'],
      status: 'published',
      authorId: DEMO_ADMIN_ID,
      ...fields,
    }),
  )
}

/** A stored comment (a reply when `parentId` is given), written now unless told. */
export async function givenComment(
  fields: { postId: string; authorId: string } & Partial<Parameters<typeof newComment>[0]>,
) {
  const db = await getDb()
  const id = fields.id ?? `given-comment-${next()}`
  const parent = fields.parentId
    ? db.blogComments.findFirst((q) => q.where({ id: fields.parentId! }))
    : null
  return db.blogComments.create(
    newComment({
      id,
      message: 'A comment made for a test.',
      threadId: parent?.threadId ?? id,
      ...fields,
    }),
  )
}

/** A data URL of `bytes` as `type`. */
export function dataUrl(type: string, bytes: number[] | Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 8192)
    text += String.fromCharCode(...bytes.slice(i, i + 8192))
  return `data:${type};base64,${btoa(text)}`
}

/** The start of a PNG file, enough for the signature check. */
export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]
export const png = () => dataUrl('image/png', PNG_BYTES)
/** A PNG signature followed by zeros, `size` bytes in all. */
export const bigPng = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set(PNG_BYTES.slice(0, 8))
  return bytes
}

export const blogPost = <T = Record<string, unknown>>(path: string, token: string, body: unknown) =>
  call<T>('POST', `/api/blog/${path}`, { token, body })
export const blogGet = <T = Record<string, unknown>>(path: string, token?: string) =>
  call<T>('GET', `/api/blog/${path}`, { token })

export const ok = <T>(answer: Answer<T>, status = 200): T => {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.json)}`)
  return answer.json
}
