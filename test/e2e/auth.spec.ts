import { DEMO, expect, openPrerendered, openSignedIn, test } from './fixtures'

/**
 * How long the first answer to a visitor may take: their first call seeds the mock API in their
 * browser (two years of orders, the dashboards' data), several seconds on a busy machine.
 */
const FIRST_CALL = 20_000

test.describe('sign-in and sessions', () => {
  test.use({ account: null })

  test('the demo admin signs in, stays signed in after a reload, and signs out', async ({
    page,
  }) => {
    await openPrerendered(page, '/auth/login')
    await expect(page.getByTestId('demo-credentials')).toContainText('demo@example.com')
    await page.getByLabel(/^Email address/).fill(DEMO.admin.email)
    await page.getByLabel(/^Password/).fill(DEMO.admin.password)
    await page.getByRole('button', { name: 'Login' }).click()

    await expect(page).toHaveURL(/\/dashboard\/app$/)
    const menu = page.getByRole('button', { name: `Account: ${DEMO.admin.name}` })
    await expect(menu).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/)

    await page.reload()
    // The reload restores the mock API from the browser's storage while the landing dashboard
    // asks for its widgets: on a loaded machine that takes a few seconds.
    await expect(menu).toBeVisible({ timeout: FIRST_CALL })
    await expect(page.getByText('Only admin can see this item')).toBeVisible()

    await menu.click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/auth\/login/)
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
    await page.goto('/dashboard/blank')
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdashboard%2Fblank/)
  })

  test('a guarded page sends a visitor to sign in and back', async ({ page }) => {
    await page.goto('/dashboard/user/account?tab=security')
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=/)
    await page.getByLabel(/^Email address/).fill(DEMO.admin.email)
    await page.getByLabel(/^Password/).fill(DEMO.admin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    // A visitor's browser has no demo data yet: this sign-in starts the mock API and seeds it.
    await expect(page).toHaveURL(/\/dashboard\/user\/account\?tab=security$/, { timeout: 20_000 })
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  test('a returnTo leaving the site is ignored (no open redirect)', async ({ page }) => {
    await page.goto('/auth/login?returnTo=https%3A%2F%2Fevil.example.com%2F')
    await page.getByLabel(/^Email address/).fill(DEMO.admin.email)
    await page.getByLabel(/^Password/).fill(DEMO.admin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/localhost:\d+\/dashboard\/app$/)
  })

  test('a wrong password is explained above the form, without saying which field', async ({
    page,
  }) => {
    await openPrerendered(page, '/auth/login')
    await page.getByLabel(/^Email address/).fill(DEMO.admin.email)
    await page.getByLabel(/^Password/).fill('not-the-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Wrong email or password' }),
    ).toBeVisible({ timeout: FIRST_CALL })
    await expect(page).toHaveURL(/\/auth\/login/)
  })
})

test.describe('signed-in sessions', () => {
  test('when the token expires: Token expired, token removed, on the login page', async ({
    page,
  }) => {
    await page.clock.install()
    await openSignedIn(page, '/dashboard/user/profile')
    // The mock API issues tokens for 3 days: jump past that.
    await page.clock.fastForward(72 * 60 * 60 * 1000 + 5_000)
    await expect(page).toHaveURL(
      /\/auth\/login\?returnTo=%2Fdashboard%2Fuser%2Fprofile&reason=expired/,
    )
    await expect(page.getByRole('alert').filter({ hasText: 'Token expired' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
  })

  test('signing out in one tab signs out the others', async ({ page, context }) => {
    await openSignedIn(page)
    const other = await context.newPage()
    await other.goto('/dashboard/user/profile')
    await expect(other.getByRole('heading', { level: 1, name: DEMO.admin.name })).toBeVisible()

    await page.getByRole('button', { name: `Account: ${DEMO.admin.name}` }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(other).toHaveURL(/\/auth\/login\?.*reason=signed-out-elsewhere/)
    await expect(other.getByText('You signed out in another tab.')).toBeVisible()
    await other.close()
  })

  test.describe('as a user without the admin role', () => {
    test.use({ account: 'user' })

    test('a user without the admin role sees the denied state', async ({ page }) => {
      await openSignedIn(page, '/dashboard/permission-denied')
      await expect(page.getByRole('heading', { level: 2, name: 'No permission' })).toBeVisible()
      await expect(page.getByText('Only admin can see this item')).toHaveCount(0)
    })
  })
})

test.describe('registration and passwords', () => {
  test.use({ account: null })
  // Each test's first call waits for the seeding (FIRST_CALL), then runs a long flow.
  test.describe.configure({ timeout: 60_000 })

  test('register, verify the e-mail with the code, land on the dashboard', async ({ page }) => {
    await openPrerendered(page, '/auth/register')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Accept the terms to continue')).toBeVisible()

    await page.getByLabel(/^First name/).fill('Grace')
    await page.getByLabel(/^Last name/).fill('Hopper')
    await page.getByLabel(/^Email address/).fill('grace@example.com')
    await page.getByLabel(/^Password/).fill('short')
    await expect(page.getByTestId('password-strength')).toContainText('Weak')
    await page.getByLabel(/^Password/).fill('Compil3r!Hopper')
    await expect(page.getByTestId('password-strength')).toContainText('Strong')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page).toHaveURL(/\/auth\/verify/, { timeout: FIRST_CALL })
    // Registered but not verified: the dashboard sends the user back here.
    await page.goto('/dashboard/blank')
    await expect(page).toHaveURL(/\/auth\/verify/)

    const code = (await page.getByTestId('demo-code').textContent()) ?? ''
    expect(code).toMatch(/^\d{6}$/)
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
    await page.keyboard.insertText('000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('This code is not correct')).toBeVisible()

    // Pasting the whole code into the first box fills all six and submits.
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
    await page.evaluate((text) => {
      const data = new DataTransfer()
      data.setData('text/plain', text)
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    }, code)
    // Back to the page that sent them to verify.
    await expect(page).toHaveURL(/\/dashboard\/blank$/)
    await expect(page.getByRole('button', { name: 'Account: Grace Hopper' })).toBeVisible()
  })

  test('an e-mail already taken is explained under the field', async ({ page }) => {
    await openPrerendered(page, '/auth/register')
    await page.getByLabel(/^First name/).fill('Avery')
    await page.getByLabel(/^Last name/).fill('Again')
    await page.getByLabel(/^Email address/).fill(DEMO.admin.email)
    await page.getByLabel(/^Password/).fill('another-password-1')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('An account with this email already exists')).toBeVisible({
      timeout: FIRST_CALL,
    })
  })

  test('reset a forgotten password with the code and sign in with the new one', async ({
    page,
  }) => {
    await openPrerendered(page, '/auth/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    // The sign-in form has an Email address field too: wait for the new page before typing.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible()
    await page.getByLabel(/^Email address/).fill(DEMO.user.email)
    await page.getByRole('button', { name: 'Send request' }).click()

    await expect(page).toHaveURL(/\/auth\/new-password\?email=user%40example\.com/, {
      timeout: FIRST_CALL,
    })
    await page.getByTestId('demo-inbox').getByRole('button', { name: 'Use' }).click()
    await page.getByLabel(/^New password/).fill('Brand-new-pass1')
    await page.getByLabel(/^Confirm new password/).fill('Brand-new-pass2')
    await page.getByRole('button', { name: 'Update password' }).click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await page.getByLabel(/^Confirm new password/).fill('Brand-new-pass1')
    await page.getByRole('button', { name: 'Update password' }).click()

    await expect(page).toHaveURL(/\/auth\/login\?email=user%40example\.com/)
    await expect(page.getByLabel(/^Email address/)).toHaveValue(DEMO.user.email)
    await page.getByLabel(/^Password/).fill('Brand-new-pass1')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard\/app$/)
  })
})

test.describe('account and notifications', () => {
  test('notifications: unread count, mark all as read, still read after a reload', async ({
    page,
  }) => {
    await openSignedIn(page)
    await page.getByRole('button', { name: 'Notifications, 3 unread' }).click()
    const popover = page.getByTestId('notifications-popover')
    await expect(popover.getByText('You have 3 unread messages')).toBeVisible()
    await popover.getByRole('button', { name: 'Your order is placed' }).click()
    await expect(popover.getByText('You have 2 unread messages')).toBeVisible()
    await popover.getByRole('button', { name: 'Mark all as read' }).first().click()
    await expect(popover.getByText('You have 0 unread messages')).toBeVisible()

    await page.reload()
    await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible()
  })

  test('profile changes are saved through the API and survive a reload', async ({ page }) => {
    await openSignedIn(page, '/dashboard/user/account')
    const firstName = page.getByLabel(/^First name/)
    await firstName.fill('')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('This field is required')).toBeVisible()
    await firstName.fill('Ada')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Your profile was saved')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Account: Ada Quinn' })).toBeVisible()

    await page.reload()
    await expect(page.getByLabel(/^First name/)).toHaveValue('Ada')
  })

  test('changing the password checks the current one', async ({ page }) => {
    await openSignedIn(page, '/dashboard/user/account?tab=security')
    await page.getByLabel(/^Current password/).fill('wrong-password')
    await page.getByLabel(/^New password/).fill('Another-pass-9')
    await page.getByLabel(/^Confirm new password/).fill('Another-pass-9')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your current password is not correct')).toBeVisible()
    await page.getByLabel(/^Current password/).fill(DEMO.admin.password)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your password was changed')).toBeVisible()
  })
})
