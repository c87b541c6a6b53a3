import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT_EMAILS } from '@/lib/api/schemas/users'
import { getDb } from '../../../mocks/db/database'
import { server } from '../../../mocks/node'
import { DEMO_ADMIN_EMAIL, DEMO_USER_EMAIL } from '../../../mocks/lib/demo-accounts'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'

const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)
const fileInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement
const field = (name: RegExp) => screen.getByRole('textbox', { name })

type User = Awaited<ReturnType<typeof renderApp>>['user']

/** Pastes into a field: typing every key of a whole form costs seconds on a busy machine. */
async function fill(user: User, name: RegExp, value: string) {
  await user.click(field(name))
  await user.paste(value)
}

async function fillName(user: User, first: string, last: string, email: string) {
  await fill(user, /^First name/, first)
  await fill(user, /^Last name/, last)
  await fill(user, /^E-mail/, email)
}

const stored = async (email: string) => (await getDb()).users.findFirst((q) => q.where({ email }))

describe('user editor: new', () => {
  it('says what is wrong next to each field and saves nothing', async () => {
    const { user } = await renderApp('/dashboard/user/new', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'Create a new user' })).toBeInTheDocument()
    await fill(user, /^E-mail/, 'not-an-address')
    await fill(user, /^Phone number/, '12ab')
    await user.click(screen.getByRole('button', { name: 'Create user' }))

    expect(field(/^First name/)).toHaveAccessibleDescription('This field is required')
    expect(field(/^Last name/)).toHaveAccessibleDescription('This field is required')
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Enter a valid email address')
    expect(field(/^Phone number/)).toHaveAccessibleDescription('Enter a valid phone number')
    await waitFor(() => expect(field(/^First name/)).toHaveFocus())
    expect(await stored('not-an-address')).toBeUndefined()
  })

  it('shows the server’s "e-mail taken" next to the e-mail field', async () => {
    const { user: taken } = await given.user()
    const { user, router } = await renderApp('/dashboard/user/new', { session: 'admin' })
    await fillName(user, 'Copy', 'Cat', taken.email.toUpperCase())
    await user.click(screen.getByRole('button', { name: 'Create user' }))
    await waitFor(() =>
      expect(field(/^E-mail/)).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    )
    expect(router.state.location.pathname).toBe('/dashboard/user/new')
  })

  it('refuses an avatar of the wrong type or too big, with the reason next to it', async () => {
    await renderApp('/dashboard/user/new', { session: 'admin' })
    // As when a file is dropped: the picker's accept list would hide it.
    const user = userEvent.setup({ applyAccept: false, delay: null })
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    })
    await user.upload(fileInput(), svg)
    expect(
      await screen.findByText('logo.svg is not a PNG, JPEG, WebP or GIF picture'),
    ).toBeInTheDocument()
    const huge = new File([new Uint8Array(1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })
    await user.upload(fileInput(), huge)
    expect(await screen.findByText('huge.png is larger than 1 MB')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Avatar preview' })).not.toBeInTheDocument()
  })

  it('creates a user with an avatar and lands on the list, searched for them', async () => {
    const { user, router } = await renderApp('/dashboard/user/new', { session: 'admin' })
    await user.upload(fileInput(), new File([PNG_1PX], 'me.png', { type: 'image/png' }))
    expect(await screen.findByRole('img', { name: 'Avatar preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    )
    await fillName(user, 'Amaru', 'Quispe', 'amaru.quispe@example.com')
    await fill(user, /^Phone number/, '+51 1 555 0199')
    await fill(user, /^Company/, 'Andes Labs')
    await user.click(screen.getByRole('button', { name: 'Create user' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'))
    expect(router.state.location.search).toEqual({ q: 'Amaru Quispe' })
    expect(await screen.findByText('Amaru Quispe was created')).toBeInTheDocument()
    const record = await stored('amaru.quispe@example.com')
    expect(record).toMatchObject({ company: 'Andes Labs', role: 'user', status: 'pending' })
    // The bytes are the API's to keep: the user gets its address, not the data URL.
    expect(record?.avatarUrl).toMatch(/^\/api\/users\/avatar\//)
  })

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await renderApp('/dashboard/user/new', { session: 'admin' })
    await user.type(field(/^First name/), 'Half')
    await user.click(screen.getByRole('link', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the page' }))
    expect(router.state.location.pathname).toBe('/dashboard/user/new')
    expect(field(/^First name/)).toHaveValue('Half')
  })

  it('shows the user role the permission-denied state, not a form', async () => {
    await renderApp('/dashboard/user/new', { session: 'user' })
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create user' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument()
  })
})

describe('user editor: edit', () => {
  it('saves changes, the role and the ban, and goes back to the list', async () => {
    const { user: person } = await given.user({ firstName: 'Lucía', lastName: 'Ferreira' })
    const { user, router } = await renderApp(`/dashboard/user/${person.username}/edit`, {
      session: 'admin',
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Lucía Ferreira' }),
    ).toBeInTheDocument()
    expect(field(/^First name/)).toHaveValue('Lucía')
    await user.clear(field(/^Job title/))
    await fill(user, /^Job title/, 'Head of design')
    await user.click(screen.getByRole('combobox', { name: /^Role/ }))
    await user.click(await screen.findByRole('option', { name: 'Admin' }))
    await user.click(screen.getByRole('switch', { name: /^Banned/ }))
    expect(screen.getByTestId('user-status')).toHaveTextContent('Banned')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'))
    expect(router.state.location.search).toEqual({ q: 'Lucía Ferreira' })
    expect(await screen.findByText('Changes to Lucía Ferreira saved')).toBeInTheDocument()
    expect(await stored(person.email)).toMatchObject({
      jobTitle: 'Head of design',
      role: 'admin',
      status: 'banned',
    })
  })

  it('locks what the API protects on the signed-in admin, and says why', async () => {
    const { router } = await renderApp('/dashboard/user/edit', { session: 'admin' })
    // The nav's "Edit" opens the signed-in admin's own page.
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/dashboard\/user\/.+\/edit$/),
    )
    expect(await screen.findByRole('textbox', { name: /^E-mail/ })).toBeDisabled()
    expect(field(/^E-mail/)).toHaveAccessibleDescription(
      'Demo accounts keep their e-mail, role and status.',
    )
    expect(screen.getByRole('combobox', { name: /^Role/ })).toBeDisabled()
    expect(screen.getByRole('switch', { name: /^Banned/ })).toBeDisabled()
    const remove = screen.getByRole('button', { name: 'Delete user' })
    expect(remove).toHaveAttribute('aria-disabled', 'true')
    expect(remove).toHaveAccessibleDescription('Demo accounts cannot be deleted.')
  })

  it('shows a refusal of the API above the form and stays', async () => {
    const { user: person } = await given.user()
    const { user, router } = await renderApp(`/dashboard/user/${person.username}/edit`, {
      session: 'admin',
    })
    server.use(
      mock.post('*/api/users/user/update', () =>
        HttpResponse.json({ message: 'You cannot change your own role' }, { status: 403 }),
      ),
    )
    await user.click(await screen.findByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot change your own role')
    expect(router.state.location.pathname).toBe(`/dashboard/user/${person.username}/edit`)
  })

  it('asks before deleting, then the person is gone', async () => {
    const { user: person } = await given.user({ firstName: 'Tariq', lastName: 'Haddad' })
    const { user, router } = await renderApp(`/dashboard/user/${person.username}/edit`, {
      session: 'admin',
    })
    await user.click(await screen.findByRole('button', { name: 'Delete user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tariq Haddad?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await stored(person.email)).toBeDefined()

    await user.click(screen.getByRole('button', { name: 'Delete user' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete user' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'))
    expect(await screen.findByText('Tariq Haddad was deleted')).toBeInTheDocument()
    expect(await stored(person.email)).toBeUndefined()
  })

  it('shows the not-found state for an unknown name, with a way back', async () => {
    const { router, user } = await renderApp('/dashboard/user/nobody-here/edit', {
      session: 'admin',
    })
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument()
    expect(screen.getByText(/No user is called “nobody-here”/)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to the user list' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/list'))
  })
})

describe('the client knows the demo accounts the API protects', () => {
  it('by the same e-mails', () => {
    expect([...DEMO_ACCOUNT_EMAILS].sort()).toEqual([DEMO_ADMIN_EMAIL, DEMO_USER_EMAIL].sort())
  })
})
