/**
 * The post editor's values and their mappings: to the API's PostInput (saving), to and from the
 * autosave's fields, and from a stored post. Pure, so they are tested without a screen.
 */
import {
  READING_WORDS_PER_MINUTE,
  type AutosaveFields,
  type Post,
  type PostInput,
  type PostStatus,
} from '@/lib/api/schemas/blog'

export interface PostFormValues {
  title: string
  description: string
  /** HTML ('' when the editor is empty). */
  content: string
  /** A data URL (a new picture) or the address the API gave; null: no cover. */
  coverUrl: string | null
  tags: string[]
  metaTitle: string
  metaDescription: string
  metaKeywords: string[]
  /** The Publish switch: the status a save with the main button gives the post. */
  published: boolean
  commentsEnabled: boolean
}

/** Every field of the form, for server errors (the submit hook keeps only these). */
export const POST_FIELDS = [
  'title',
  'description',
  'content',
  'coverUrl',
  'tags',
  'metaTitle',
  'metaDescription',
  'metaKeywords',
  'commentsEnabled',
] as const satisfies ReadonlyArray<keyof PostFormValues>

export const emptyPostValues = (): PostFormValues => ({
  title: '',
  description: '',
  content: '',
  coverUrl: null,
  tags: [],
  metaTitle: '',
  metaDescription: '',
  metaKeywords: [],
  published: true,
  commentsEnabled: true,
})

export const postToFormValues = (post: Post): PostFormValues => ({
  title: post.title,
  description: post.description,
  content: post.content,
  coverUrl: post.coverUrl,
  tags: post.tags,
  metaTitle: post.metaTitle,
  metaDescription: post.metaDescription,
  metaKeywords: post.metaKeywords,
  published: post.status === 'published',
  commentsEnabled: post.commentsEnabled,
})

/** The values as the API's PostInput, with the status the pressed button chose. */
export function formValuesToInput(values: PostFormValues, status: PostStatus): PostInput {
  const { published: _published, ...fields } = values
  return { ...fields, status }
}

/** What the autosave keeps: everything but the status, which only a save decides. */
export function formValuesToAutosave(values: PostFormValues): AutosaveFields {
  const { published: _published, ...fields } = values
  return fields
}

/** An autosaved state back into the form; the Publish switch stays as it is. */
export const autosaveToFormValues = (
  fields: AutosaveFields,
  current: PostFormValues,
): PostFormValues => ({ ...fields, published: current.published })

/** Two autosave states hold the same post (the order of the keys does not matter). */
export function sameAutosave(a: AutosaveFields, b: AutosaveFields): boolean {
  return (Object.keys(a) as (keyof AutosaveFields)[]).every(
    (key) => JSON.stringify(a[key]) === JSON.stringify(b[key]),
  )
}

/** Content with nothing to read: no text and no picture (the API refuses it too). */
export function isEmptyContent(html: string): boolean {
  if (/<img\s/i.test(html)) return false
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() === ''
  )
}

/** The message of a field or of any of its items ('tags.2'). */
export function fieldError(errors: Record<string, unknown>, field: string): string | undefined {
  const own = errors[field]
  if (typeof own === 'string') return own
  const item = Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1]
  return typeof item === 'string' ? item : undefined
}

export interface AutosaveCopy {
  fields: AutosaveFields
  savedAt: string
}

/**
 * The copy worth offering when the form opens: one kept after the post was last saved (any, for a
 * new post), holding something other than what the form opens with.
 */
export function autosaveOffer(
  copy: AutosaveCopy | null,
  post: Pick<Post, 'updatedAt'> | undefined,
  opening: AutosaveFields,
): AutosaveCopy | null {
  if (!copy) return null
  if (post && Date.parse(copy.savedAt) <= Date.parse(post.updatedAt)) return null
  return sameAutosave(copy.fields, opening) ? null : copy
}

/** Scripts written without spaces between words: read by the character. */
const CHARACTER_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu
const CHARACTERS_PER_MINUTE = 300

/**
 * Minutes to read the content (at least 1), counted as the API counts them for the post page:
 * words at 200 a minute, Han and kana characters at 300.
 */
export function readingMinutes(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .replace(/\s+/g, ' ')
  const characters = text.match(CHARACTER_SCRIPTS)?.length ?? 0
  const words = text
    .replace(CHARACTER_SCRIPTS, ' ')
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(
    1,
    Math.round(words / READING_WORDS_PER_MINUTE + characters / CHARACTERS_PER_MINUTE),
  )
}
