import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Editor } from '@tiptap/core'
import { http as mock, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { postQueryOptions } from '@/features/blog/api/queries'
import { isApiError } from '@/lib/api/http'
import { loadNamespaces } from '@/lib/i18n/i18n'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/render'
import { givenPost } from './given-blog'

type App = Awaited<ReturnType<typeof renderApp>>
type User = App['user']

const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)
const png = (name: string) => new File([PNG_1PX], name, { type: 'image/png' })

const titleField = () => screen.getByRole('textbox', { name: /^Post title/ })
const descriptionField = () => screen.getByRole('textbox', { name: /^Description/ })
const contentField = () => screen.getByTestId('content-editor')
const tagsField = () => screen.getByRole('combobox', { name: /^Tags/ })

/**
 * The content as a user would type it. ProseMirror reads typing through the browser's layout and
 * selection, which jsdom does not have, so the text goes in through the editor's own command; the
 * editor reports it to the form exactly as it reports typing.
 */
function writeContent(html: string) {
  const { editor } = contentField() as HTMLElement & { editor?: Editor }
  if (!editor) throw new Error('no editor on the content field')
  act(() => {
    editor.commands.setContent(html, { emitUpdate: true })
  })
}

/** The new-post page, once its editor (a chunk of its own, behind a skeleton) is there. */
async function openNewPost() {
  const app = await renderApp('/dashboard/blog/new', { session: 'admin' })
  await screen.findByTestId('post-form')
  return app
}

/** Into a text field, as a paste (typing long texts key by key is slow and tests nothing more). */
async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

async function fillPost(user: User, title: string) {
  await paste(user, titleField(), title)
  await paste(user, descriptionField(), 'What we learned from a week without a network.')
  writeContent('<p>We arrived late and it was cold.</p>')
  // A comma ends a tag, in a paste too.
  await paste(user, tagsField(), 'travel,mountains')
}

/** The stored post at this address, or null when the API does not know it. */
async function stored(app: App, slug: string) {
  try {
    return (await app.queryClient.fetchQuery({ ...postQueryOptions(slug), staleTime: 0 })).post
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

describe('post editor', () => {
  beforeAll(async () => {
    // The editor's chunk (tiptap and its extensions) is large: loaded once here, the first test's
    // route does not wait for it.
    await import('@/features/blog/post-editor/post-form')
    // The dashboard's live chat channel asks for the chat words a moment after the page shows,
    // and suspends the whole dashboard until they are in (no boundary around it): a click in that
    // moment finds nothing. Loaded first, they are there. (Reported; the fix belongs to chat.)
    await loadNamespaces('chat')
  }, 60_000)

  it('explains every problem next to its field and sends nothing', async () => {
    let called = false
    server.use(mock.post('*/api/blog/post/new', () => ((called = true), HttpResponse.json({}))))
    const { user } = await openNewPost()
    expect(screen.getByRole('heading', { level: 1, name: 'Create a new post' })).toBeInTheDocument()
    await paste(user, descriptionField(), 'x'.repeat(201))
    expect(screen.getByTestId('description-counter')).toHaveTextContent('201 / 200 characters')
    await user.type(tagsField(), 'lonely{Enter}')
    await user.click(screen.getByRole('button', { name: 'Publish' }))

    expect(await screen.findByText('Enter a title')).toBeInTheDocument()
    expect(screen.getByText('Keep the description to 200 characters or fewer')).toBeInTheDocument()
    expect(screen.getByText('Write the post')).toBeInTheDocument()
    expect(screen.getByText('Add at least 2 tags')).toBeInTheDocument()
    expect(titleField()).toHaveAttribute('aria-invalid', 'true')
    expect(contentField()).toHaveAttribute('aria-invalid', 'true')
    // The first field in error gets the focus.
    await waitFor(() => expect(titleField()).toHaveFocus())
    expect(called).toBe(false)
  })

  it('shows the server’s word on the title when another post has it', async () => {
    await givenPost({ title: 'Notes from the field', slug: 'notes-from-the-field' })
    const app = await openNewPost()
    await fillPost(app.user, 'Notes from the field')
    await app.user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('A post with this title already exists')).toBeInTheDocument()
    expect(titleField()).toHaveAttribute('aria-invalid', 'true')
    expect(titleField()).toHaveAccessibleDescription('A post with this title already exists')
    expect(app.router.state.location.pathname).toBe('/dashboard/blog/new')
  })

  it('previews the form as the post page shows it', async () => {
    const { user } = await openNewPost()
    await fillPost(user, 'A week in the mountains')
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    const dialog = await screen.findByRole('dialog', { name: 'Preview' })
    const article = within(dialog).getByTestId('post-article')
    expect(
      within(article).getByRole('heading', { name: 'A week in the mountains' }),
    ).toBeInTheDocument()
    expect(within(article).getByText('We arrived late and it was cold.')).toBeInTheDocument()
    expect(within(article).getByText('mountains')).toBeInTheDocument()
  })

  it('publishes the post and opens its page', async () => {
    const app = await openNewPost()
    await fillPost(app.user, 'Published from the test')
    await app.user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe(
        '/dashboard/blog/post/published-from-the-test',
      ),
    )
    expect(await screen.findByText('“Published from the test” is published')).toBeInTheDocument()
    const post = await stored(app, 'published-from-the-test')
    expect(post).toMatchObject({
      status: 'published',
      tags: ['travel', 'mountains'],
      content: '<p>We arrived late and it was cold.</p>',
    })
  })

  it('saves a draft and stays in its editor', async () => {
    const app = await openNewPost()
    await fillPost(app.user, 'Half a thought')
    await app.user.click(screen.getByRole('button', { name: 'Save as draft' }))
    expect(await screen.findByText('Draft saved')).toBeInTheDocument()
    // Created once: the editor is now the stored post's, so the next save updates it.
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/dashboard/blog/post/half-a-thought/edit'),
    )
    expect(await screen.findByRole('textbox', { name: /^Post title/ })).toHaveValue(
      'Half a thought',
    )
    expect((await stored(app, 'half-a-thought'))?.status).toBe('draft')
    // The switch follows the stored status: the one way to save is as a draft until it is on.
    expect(screen.getByRole('switch', { name: /^Publish/ })).not.toBeChecked()
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument()
  })

  // A real wait for the autosave (2.5 s after the last change) and two starts of the app.
  it('keeps a copy while writing and offers it after a reload', async () => {
    const first = await openNewPost()
    await paste(first.user, titleField(), 'Kept by the autosave')
    expect(await screen.findByText(/^Autosaved/, undefined)).toBeInTheDocument()
    cleanup()

    const { user } = await openNewPost()
    const offer = await screen.findByTestId('autosave-offer')
    expect(within(offer).getByText('Unsaved changes were kept')).toBeInTheDocument()
    expect(titleField()).toHaveValue('')
    await user.click(within(offer).getByRole('button', { name: 'Restore' }))
    expect(titleField()).toHaveValue('Kept by the autosave')
    expect(screen.queryByTestId('autosave-offer')).not.toBeInTheDocument()
  }, 30_000)

  it('edits a post with its values, and a new title moves its address', async () => {
    const post = await givenPost({
      title: 'Before the rename',
      slug: 'before-the-rename',
      description: 'The description stays.',
    })
    const app = await renderApp('/dashboard/blog/posts', { session: 'admin' })
    await act(() =>
      app.router.navigate({ to: '/dashboard/blog/post/$title/edit', params: { title: post.slug } }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: `Edit “${post.title}”` }),
    ).toBeInTheDocument()
    await screen.findByTestId('post-form')
    expect(titleField()).toHaveValue(post.title)
    expect(descriptionField()).toHaveValue(post.description)
    await app.user.clear(titleField())
    await paste(app.user, titleField(), 'A title of its own')
    // Already published: the main button saves.
    await app.user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/dashboard/blog/post/a-title-of-its-own'),
    )
    expect(await screen.findByText('Changes saved')).toBeInTheDocument()
    expect((await stored(app, 'a-title-of-its-own'))?.id).toBe(post.id)
    expect(await stored(app, post.slug)).toBeNull()
  })

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openNewPost()
    await user.type(titleField(), 'Half done')
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the page' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/dashboard/blog/new')
    expect(titleField()).toHaveValue('Half done')

    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/blog/posts'))
  })

  it('puts an uploaded picture into the content and refuses other files', async () => {
    const { user } = await openNewPost()
    const picker = screen.getByLabelText('Picture to insert into the content')
    await user.upload(picker, png('summer_trip.png'))
    const image = await waitFor(() => {
      const found = contentField().querySelector('img')
      expect(found).not.toBeNull()
      return found as HTMLImageElement
    })
    expect(image.getAttribute('src')).toMatch(/^\/api\/blog\/images\//)
    expect(image).toHaveAttribute('alt', 'summer trip')

    const anyFile = userEvent.setup({ applyAccept: false, delay: null })
    await anyFile.upload(picker, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(
      await screen.findByText('notes.txt is not a PNG, JPEG, WebP or GIF picture'),
    ).toBeInTheDocument()
  })

  it('tells someone who may not edit the post why, and offers no form', async () => {
    // Written by the demo admin; the demo user reads it but may not edit it.
    const post = await givenPost({ title: 'Not yours', slug: 'not-yours' })
    const app = await renderApp('/dashboard/blog/posts', { session: 'user' })
    await act(() =>
      app.router.navigate({ to: '/dashboard/blog/post/$title/edit', params: { title: post.slug } }),
    )
    expect(
      await screen.findByText('Only the author of this post and admins may edit it.'),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('post-form')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the post' })).toHaveAttribute(
      'href',
      `/dashboard/blog/post/${post.slug}`,
    )
  })

  it('shows the not-found state for an unknown post', async () => {
    await renderApp('/dashboard/blog/post/no-such-post/edit', { session: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument()
  })
})
