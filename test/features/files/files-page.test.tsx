import { configure, screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '../../../mocks/db/database'
import { server } from '../../../mocks/node'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'
import { shellSettled } from '../blog/shell'

// Every screen here waits on the mock API: on a busy two-core machine an answer can take seconds.
configure({ asyncUtilTimeout: 8000 })
const SLOW = { timeout: 40_000 }

beforeAll(() => import('@/features/files/files-page'), 60_000)

const cardNamed = (name: string) =>
  screen.getAllByTestId('file-card').find((card) => within(card).queryByText(name))

/** Opens a new folder (in the list view, with `files` in it). */
async function openFolder(name: string, files: string[] = []) {
  const folder = await given.folder({ name })
  for (const file of files) await given.file({ name: file, parentId: folder.id })
  const { user, router } = await renderApp(
    `/dashboard/files-manager?folder=${folder.id}&view=list`,
    { session: 'admin' },
  )
  await shellSettled()
  if (files.length === 0) await screen.findByTestId('files-empty')
  return { user, router, folder }
}

const storedIn = async (parentId: string | null) =>
  (await getDb()).fileItems.findMany((q) => q.where({ parentId }))

describe('the file manager', SLOW, () => {
  it('opens a folder from its card, with the path and the view in the address', async () => {
    const parent = await given.folder({ name: 'Quarterly plans' })
    await given.folder({ name: 'Drafts', parentId: parent.id })
    const { user, router } = await renderApp('/dashboard/files-manager', { session: 'admin' })
    await shellSettled()
    await waitFor(() => expect(cardNamed('Quarterly plans')).toBeDefined())

    await user.click(within(cardNamed('Quarterly plans')!).getByTestId('file-card-open'))
    await waitFor(() => expect(router.state.location.search).toEqual({ folder: parent.id }))
    await waitFor(() => expect(cardNamed('Drafts')).toBeDefined())
    const path = screen.getByTestId('file-breadcrumbs')
    expect(within(path).getByRole('link', { name: 'My files' })).toBeInTheDocument()
    expect(within(path).getByText('Quarterly plans')).toHaveAttribute('aria-current', 'page')

    await user.click(screen.getByRole('radio', { name: 'List' }))
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ folder: parent.id, view: 'list' }),
    )
    expect(await screen.findByTestId('file-table')).toHaveTextContent('Drafts')
  })

  it('uploads several files with their progress, and refuses one too large next to its name', async () => {
    const { user, folder } = await openFolder('Uploads here')
    await user.click(screen.getByTestId('upload-open'))
    const dialog = await screen.findByRole('dialog', { name: 'Upload to “Uploads here”' })
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
    const small = new File(['hello, files'], 'hello.txt', { type: 'text/plain' })
    const huge = new File(['x'], 'huge.mp4', { type: 'video/mp4' })
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 })
    await user.upload(input, [small, huge])

    const rows = () => within(dialog).getAllByTestId('upload-row')
    await waitFor(() => expect(rows()).toHaveLength(2))
    const hugeRow = rows().find((row) => within(row).queryByText('huge.mp4'))!
    expect(hugeRow).toHaveAttribute('data-status', 'error')
    expect(within(hugeRow).getByRole('alert')).toHaveTextContent('This file is larger than 20 MB')
    await waitFor(() =>
      expect(rows().find((row) => within(row).queryByText('hello.txt'))).toHaveAttribute(
        'data-status',
        'done',
      ),
    )
    // Stored once, with its bytes; nothing of the refused one.
    const stored = await storedIn(folder.id)
    expect(stored.map((item) => item.name)).toEqual(['hello.txt'])
    expect(stored[0]?.size).toBe(12)

    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(await screen.findByTestId('file-table')).toHaveTextContent('hello.txt')
  })

  it('cancels an upload under way: it stops, and nothing is stored', async () => {
    server.use(http.post('*/api/files/upload/chunk', () => delay('infinite')))
    const { user, folder } = await openFolder('Cancelled here')
    await user.click(screen.getByTestId('upload-open'))
    const dialog = await screen.findByRole('dialog')
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
    await user.upload(input, new File(['slow bytes'], 'slow.txt', { type: 'text/plain' }))
    const row = await within(dialog).findByTestId('upload-row')
    await waitFor(() => expect(row).toHaveAttribute('data-status', 'uploading'))

    await user.click(within(row).getByRole('button', { name: 'Cancel the upload of slow.txt' }))
    await waitFor(() => expect(row).toHaveAttribute('data-status', 'cancelled'))
    expect(within(row).getByText('Cancelled')).toBeInTheDocument()
    expect(await storedIn(folder.id)).toEqual([])
  })

  it('opens the upload dialog from a link (?upload), and closing it drops the flag', async () => {
    const { user, router } = await renderApp('/dashboard/files-manager?upload=true', {
      session: 'admin',
    })
    await shellSettled()
    const dialog = await screen.findByRole('dialog', { name: 'Upload to “My files”' })
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
    await user.upload(input, new File(['from a link'], 'linked.txt', { type: 'text/plain' }))
    await waitFor(() =>
      expect(within(dialog).getByTestId('upload-row')).toHaveAttribute('data-status', 'done'),
    )
    // At the top of the drive: no parent.
    expect((await storedIn(null)).map((item) => item.name)).toContain('linked.txt')

    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.search).toEqual({})
  })

  it('checks a new name as it is typed, and says when the folder already has it', async () => {
    const { user, folder } = await openFolder('Rename here', ['taken.txt', 'draft.txt'])
    const menu = await screen.findByRole('button', { name: 'Actions for draft.txt' })
    await user.click(menu)
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }))

    const field = await screen.findByRole('textbox', { name: 'New name' })
    await user.clear(field)
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    expect(await screen.findByText('Enter a name')).toBeInTheDocument()
    await user.type(field, 'a/b')
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    expect(await screen.findByText(/or contain \/, \\ or control characters/)).toBeInTheDocument()

    await user.clear(field)
    await user.type(field, 'taken.txt')
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(
      await screen.findByText('There is already an item with this name in this folder'),
    ).toBeInTheDocument()
    expect((await storedIn(folder.id)).map((item) => item.name).sort()).toEqual([
      'draft.txt',
      'taken.txt',
    ])

    await user.clear(field)
    await user.type(field, 'final.txt')
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect((await storedIn(folder.id)).map((item) => item.name).sort()).toEqual([
      'final.txt',
      'taken.txt',
    ])
  })
})
