import type { Page } from '@playwright/test'
import { apiReady, expect, expectNoA11yViolations, openSignedIn, test } from './fixtures'

/** A 2×2 PNG: a real picture, small enough to keep the test fast. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

interface StoredUser {
  username: string
  role: string
  avatarUrl: string | null
}

/**
 * Calls the mock API from the page, with the page's own token, once the page's mock API worker
 * has started (before that a call would reach the static server).
 */
async function callApi(page: Page, path: string, body?: unknown) {
  await apiReady(page)
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: (await response.json()) as unknown }
    },
    { path, body },
  )
}

/** The people the directory finds for `search`, as the API has them now. */
async function findUsers(page: Page, search: string): Promise<StoredUser[]> {
  const { json } = await callApi(page, `/api/users/list?search=${encodeURIComponent(search)}`)
  return (json as { rows: StoredUser[] }).rows
}

test.describe('user admin', () => {
  // A whole form, two saves, a delete and two axe scans on a production build: the flow took
  // 90 s once with the other workers busy on a 2-core machine.
  test.describe.configure({ timeout: 180_000 })

  test('create a user with an avatar, find them in the list, change their role, see their card, delete them', async ({
    page,
  }) => {
    const name = 'Mireille Okonkwo'
    await openSignedIn(page, '/dashboard/user/new')
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new user' })).toBeVisible()

    // An empty form says what is missing, and stays accessible while it does.
    await page.getByRole('button', { name: 'Create user' }).click()
    await expect(page.getByText('This field is required').first()).toBeVisible()
    await expectNoA11yViolations(page, 'user editor with errors')

    await page.locator('input[type="file"]').setInputFiles({
      name: 'mireille.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect(page.getByRole('img', { name: 'Avatar preview' })).toBeVisible()
    await page.getByRole('textbox', { name: 'First name' }).fill('Mireille')
    await page.getByRole('textbox', { name: 'Last name' }).fill('Okonkwo')
    await page.getByRole('textbox', { name: 'E-mail' }).fill('mireille.okonkwo@example.com')
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+33 6 12 34 56 78')
    await page.getByRole('textbox', { name: 'Company' }).fill('Maison Lune')
    await page.getByRole('button', { name: 'Create user' }).click()

    // Back on the list, searched for the new name: the row is there, pending, with its avatar.
    await expect(page).toHaveURL(/\/dashboard\/user\/list\?q=Mireille(\+|%20)Okonkwo$/)
    await expect(page.getByText(`${name} was created`)).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: 'mireille.okonkwo@example.com' })
    await expect(row).toBeVisible()
    await expect(row).toContainText('Pending')
    const [created] = await findUsers(page, name)
    expect(created?.role).toBe('user')
    // The avatar's bytes are stored by the API and served back from its own address.
    expect(created?.avatarUrl).toMatch(/^\/api\/users\/avatar\//)
    const avatarType = await page.evaluate(
      async (url) => (await fetch(url)).headers.get('content-type'),
      created?.avatarUrl ?? '',
    )
    expect(avatarType).toBe('image/png')

    await openSignedIn(page, `/dashboard/user/${created?.username}/edit`)
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Avatar preview' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Admin' }).click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(/\/dashboard\/user\/list\?q=/)
    await expect(page.getByText(`Changes to ${name} saved`)).toBeVisible()
    expect((await findUsers(page, name))[0]?.role).toBe('admin')

    // The cards show the new person, found by the same search, with their role.
    await openSignedIn(page, '/dashboard/user/cards?q=Okonkwo')
    const card = page.getByRole('article').filter({ hasText: name })
    await expect(card).toBeVisible()
    await expect(card).toContainText('Admin')

    await openSignedIn(page, `/dashboard/user/${created?.username}/edit`)
    await page.getByRole('button', { name: 'Delete user' }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` })
    await expect(dialog).toBeVisible()
    await expectNoA11yViolations(page, 'delete confirmation')
    await dialog.getByRole('button', { name: 'Delete user' }).click()
    await expect(page.getByText(`${name} was deleted`)).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/user\/list$/)
    expect(await findUsers(page, name)).toEqual([])
  })

  test('the demo admin’s own page locks what the API protects', async ({ page }) => {
    await page.goto('/dashboard/user/edit')
    await expect(page).toHaveURL(/\/dashboard\/user\/[^/]+\/edit$/)
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeDisabled()
    await expect(page.getByRole('combobox', { name: 'Role' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Delete user' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })
})

test.describe('user admin as the user role', () => {
  test.use({ account: 'user' })

  test('the API refuses a create with 403 and the page shows no form', async ({ page }) => {
    await openSignedIn(page, '/dashboard/blank')
    const answer = await callApi(page, '/api/users/user/new', {
      user: {
        firstName: 'Sneaky',
        lastName: 'Entry',
        email: 'sneaky@example.com',
        phoneNumber: '',
        country: '',
        state: '',
        city: '',
        address: '',
        zipCode: '',
        company: '',
        jobTitle: '',
        role: 'admin',
        avatarUrl: null,
      },
    })
    expect(answer.status).toBe(403)
    expect(await findUsers(page, 'sneaky@example.com')).toEqual([])

    await openSignedIn(page, '/dashboard/user/new')
    await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create user' })).toHaveCount(0)

    // The nav's User group offers neither the editor nor an edit page of one's own.
    await openSignedIn(page, '/dashboard/user/profile')
    const nav = page.getByRole('navigation').first()
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Create user' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Edit user' })).toHaveCount(0)
  })
})
