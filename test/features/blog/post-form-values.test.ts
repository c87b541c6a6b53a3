import { describe, expect, it } from 'vitest'
import {
  autosaveOffer,
  autosaveToFormValues,
  emptyPostValues,
  formValuesToAutosave,
  formValuesToInput,
  isEmptyContent,
  readingMinutes,
  type PostFormValues,
} from '@/features/blog/post-editor/post-form-values'
import { validatePost } from '@/features/blog/post-editor/post-validation'
import { altFromFileName } from '@/features/blog/post-editor/alt-text'

const valid = (): PostFormValues => ({
  ...emptyPostValues(),
  title: 'A week in the mountains',
  description: 'What we learned.',
  content: '<p>We arrived late.</p>',
  tags: ['travel', 'mountains'],
})

// Keys and their options, so a test reads which message was chosen (stands for both namespaces).
const t = ((key: string, options?: { max?: number }) =>
  options?.max === undefined ? key : `${key}(${options.max})`) as never

describe('post form values', () => {
  it('sends the status the button chose, never the switch itself', () => {
    const input = formValuesToInput({ ...valid(), published: true }, 'draft')
    expect(input.status).toBe('draft')
    expect(input).not.toHaveProperty('published')
  })

  it('autosaves everything but the status, and restores into the current switch', () => {
    const fields = formValuesToAutosave({ ...valid(), published: false })
    expect(fields).not.toHaveProperty('published')
    expect(autosaveToFormValues(fields, { ...emptyPostValues(), published: true })).toEqual({
      ...valid(),
      published: true,
    })
  })

  it('offers a copy only when it is newer than the post and differs from it', () => {
    const opening = formValuesToAutosave(valid())
    const changed = { ...opening, title: 'Another title' }
    const post = { updatedAt: '2026-05-01T10:00:00.000Z' }
    const later = '2026-05-01T10:05:00.000Z'
    const earlier = '2026-05-01T09:55:00.000Z'
    expect(autosaveOffer(null, post, opening)).toBeNull()
    expect(autosaveOffer({ fields: changed, savedAt: earlier }, post, opening)).toBeNull()
    expect(autosaveOffer({ fields: opening, savedAt: later }, post, opening)).toBeNull()
    expect(autosaveOffer({ fields: changed, savedAt: later }, post, opening)?.fields).toEqual(
      changed,
    )
    // A new post: any copy with something in it.
    const empty = formValuesToAutosave(emptyPostValues())
    expect(autosaveOffer({ fields: empty, savedAt: earlier }, undefined, empty)).toBeNull()
    expect(autosaveOffer({ fields: changed, savedAt: earlier }, undefined, empty)).not.toBeNull()
  })

  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p>&nbsp; </p><p> </p>', true],
    ['<p>Hello</p>', false],
    ['<img src="/api/blog/images/1" alt="">', false],
  ])('content %j is empty: %s', (html, empty) => {
    expect(isEmptyContent(html)).toBe(empty)
  })

  it('counts reading minutes as the post page does', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes(`<p>${'word '.repeat(600)}</p>`)).toBe(3)
    // Chinese is read by the character: 900 at 300 a minute.
    expect(readingMinutes(`<p>${'字'.repeat(900)}</p>`)).toBe(3)
  })

  it('names a picture after its file', () => {
    expect(altFromFileName('summer_trip-02.jpg')).toBe('summer trip 02')
  })
})

describe('post validation', () => {
  it('accepts a complete post', () => {
    expect(validatePost(valid(), t, t)).toEqual({})
  })

  it('says what is missing or too long, with the blog’s limits', () => {
    const errors = validatePost(
      { ...valid(), title: ' ', description: 'x'.repeat(201), content: '<p></p>', tags: ['one'] },
      t,
      t,
    )
    expect(errors).toEqual({
      title: 'validation.title_required',
      description: 'editor.errors.descriptionTooLong(200)',
      content: 'editor.errors.contentRequired',
      tags: 'validation.tags_min',
    })
  })

  it('puts an item’s message on its field', () => {
    const errors = validatePost({ ...valid(), tags: ['fine', 'x'.repeat(31)] }, t, t)
    expect(errors['tags.1']).toBe('editor.errors.tagTooLong(30)')
  })
})
