import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../mocks/node'
import { renderApp } from '../../../utils/render'

const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)
const png = (name: string) => new File([PNG_1PX], name, { type: 'image/png' })
const fileInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement

type User = Awaited<ReturnType<typeof renderApp>>['user']

/** The input of a Select, MultiSelect or TagsInput (a combobox or a text box). */
const comboInput = (label: RegExp) =>
  screen.queryByRole('combobox', { name: label }) ?? screen.getByRole('textbox', { name: label })

async function choose(user: User, label: RegExp, option: string) {
  await user.click(comboInput(label))
  await user.click(await screen.findByRole('option', { name: option }))
  await user.keyboard('{Escape}')
}

/** Pastes into a text field: typing every key re-renders the whole form, a second per word here. */
async function paste(user: User, label: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }))
  await user.paste(text)
}

/** Fills every required field with valid values. */
async function fillValidProduct(user: User, name: string) {
  await paste(user, /^Product name/, name)
  await user.upload(fileInput(), png('cover.png'))
  expect(await screen.findByRole('img', { name: 'Picture 1 of 1' })).toBeInTheDocument()
  await paste(user, /^Product code/, 'TR-001')
  await paste(user, /^Product SKU/, 'SKU-TR-001')
  await user.clear(screen.getByRole('textbox', { name: /^Quantity/ }))
  await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '25')
  await choose(user, /^Category/, 'Shoes')
  await choose(user, /^Colours/, 'Black')
  await choose(user, /^Sizes/, '9')
  await user.click(screen.getByRole('checkbox', { name: 'Women' }))
  await user.type(comboInput(/^Tags/), 'running{Enter}trail{Enter}')
  await user.type(screen.getByRole('textbox', { name: /^Regular price/ }), '120')
}

describe('product editor', () => {
  it('explains every problem next to its field and calls nothing', async () => {
    let called = false
    server.use(
      mock.post('*/api/products/product/new', () => ((called = true), HttpResponse.json({}))),
    )
    const { user } = await renderApp('/dashboard/e-commerce/product/new', { session: 'admin' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create a new product' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create product' }))

    // Name, code and SKU are required text fields.
    expect(screen.getAllByText('This field is required')).toHaveLength(3)
    expect(screen.getByText('Add at least one image')).toBeInTheDocument()
    expect(screen.getByText('Add at least 2 tags')).toBeInTheDocument()
    expect(screen.getByText('Enter a price')).toBeInTheDocument()
    expect(screen.getByText('Choose a category')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Product name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    // The first field in error gets the focus.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Product name/ })).toHaveFocus(),
    )
    expect(called).toBe(false)
  })

  it('wants the sale price below the price', async () => {
    const { user } = await renderApp('/dashboard/e-commerce/product/new', { session: 'admin' })
    await user.type(screen.getByRole('textbox', { name: /^Regular price/ }), '50')
    await user.type(screen.getByRole('textbox', { name: /^Sale price/ }), '60')
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText('The sale price must be below the price')).toBeInTheDocument()
    expect(screen.queryByText('Enter a price')).not.toBeInTheDocument()
  })

  it('refuses files that are not pictures, with the reason next to the field', async () => {
    await renderApp('/dashboard/e-commerce/product/new', { session: 'admin' })
    // As when a file is dropped: the picker's accept list would hide it.
    const user = userEvent.setup({ applyAccept: false, delay: null })
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(
      await screen.findByText('notes.txt is not a PNG, JPEG, WebP or GIF picture'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /^Picture/ })).not.toBeInTheDocument()
  })

  it('reorders and removes pictures with buttons', async () => {
    const { user } = await renderApp('/dashboard/e-commerce/product/new', { session: 'admin' })
    // Different bytes: the same picture twice would be kept once.
    const second = new File([PNG_1PX, new Uint8Array([0])], 'second.png', { type: 'image/png' })
    await user.upload(fileInput(), [png('first.png'), second])
    const pictures = await screen.findAllByRole('img', { name: /^Picture \d of 2$/ })
    const [firstSrc, secondSrc] = pictures.map((img) => img.getAttribute('src'))
    expect(screen.getByRole('button', { name: 'Move picture 1 of 2 earlier' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Move picture 2 of 2 earlier' }))
    expect(screen.getByRole('img', { name: 'Picture 1 of 2' })).toHaveAttribute('src', secondSrc)
    expect(screen.getByRole('img', { name: 'Picture 2 of 2' })).toHaveAttribute('src', firstSrc)
    await user.click(screen.getByRole('button', { name: 'Remove picture 1 of 2' }))
    expect(screen.getByRole('img', { name: 'Picture 1 of 1' })).toHaveAttribute('src', firstSrc)
  })

  it('creates the product and opens its page', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/product/new', {
      session: 'admin',
    })
    await fillValidProduct(user, 'Trail Runner Test')
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/dashboard/e-commerce/product/trail-runner-test',
      ),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trail Runner Test' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Trail Runner Test was created')).toBeInTheDocument()
  })

  it('shows the server’s message when the name is taken', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/product/new', {
      session: 'admin',
    })
    server.use(
      mock.post('*/api/products/product/new', () =>
        HttpResponse.json(
          { message: 'Invalid input', errors: { name: 'Another product has this name' } },
          { status: 400 },
        ),
      ),
    )
    await fillValidProduct(user, 'Copy Cat')
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText('Another product has this name')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/e-commerce/product/new')
  })

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/product/new', {
      session: 'admin',
    })
    await user.type(screen.getByRole('textbox', { name: /^Product name/ }), 'Half done')
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the page' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/dashboard/e-commerce/product/new')
    expect(screen.getByRole('textbox', { name: /^Product name/ })).toHaveValue('Half done')

    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/e-commerce/list'))
  })

  it('edits an existing product with its values filled in', async () => {
    const { user, router } = await renderApp('/dashboard/e-commerce/list', { session: 'admin' })
    await waitFor(() => expect(screen.queryAllByTestId('product-skeleton-row')).toHaveLength(0))
    const firstLink = within(screen.getByTestId('product-table')).getAllByRole(
      'link',
    )[0] as HTMLElement
    const name = firstLink.textContent ?? ''
    const slug = firstLink.getAttribute('href')?.split('/').pop() ?? ''
    await act(() =>
      router.navigate({ to: '/dashboard/e-commerce/product/$name/edit', params: { name: slug } }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: `Edit ${name}` }),
    ).toBeInTheDocument()
    const nameField = screen.getByRole('textbox', { name: /^Product name/ })
    expect(nameField).toHaveValue(name)
    await user.clear(nameField)
    await user.paste(`${name} Edition`)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/e-commerce/product/${slug}-edition`),
    )
    expect(await screen.findByText('Changes saved')).toBeInTheDocument()
  })

  it('shows the not-found state for an unknown product', async () => {
    await renderApp('/dashboard/e-commerce/product/no-such-thing/edit', { session: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument()
  })
})
