import { screen, waitFor, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/render'

const field = (name: RegExp) => screen.getByLabelText(name)

describe('login page', () => {
  it('signs in with the demo account and returns where the user was going', async () => {
    const { user, router } = await renderApp('/auth/login?returnTo=%2Fdashboard%2Fuser%2Fprofile')
    await user.type(field(/^Email address/), 'demo@example.com')
    await user.type(field(/^Password/), 'demo1234')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user/profile'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Avery Quinn' }),
    ).toBeInTheDocument()
    expect(localStorage.getItem('accessToken')).toMatch(/^ey/)
  })

  it('shows one announced message for a wrong e-mail or password, above the form, and stays', async () => {
    const { user, router } = await renderApp('/auth/login')
    await user.type(field(/^Email address/), 'demo@example.com')
    await user.type(field(/^Password/), 'wrong-one')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    const message = await screen.findByText('Wrong email or password')
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(field(/^Password/)).not.toHaveAttribute('aria-invalid', 'true')
    expect(router.state.location.pathname).toBe('/auth/login')
    expect(localStorage.getItem('accessToken')).toBeNull()

    await user.clear(field(/^Email address/))
    await user.type(field(/^Email address/), 'nobody@example.com')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    // An unknown address costs a full-strength hash (as a real account would): allow for it.
    expect(await screen.findByText('Wrong email or password', {})).toBeInTheDocument()
    expect(screen.queryByText(/no account/i)).not.toBeInTheDocument()
  })

  it('checks the fields before calling the API', async () => {
    let called = false
    server.use(mock.post('*/api/account/login', () => ((called = true), HttpResponse.json({}))))
    const { user } = await renderApp('/auth/login')
    await user.type(field(/^Email address/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(called).toBe(false)
  })

  it('fills the demo credentials', async () => {
    const { user } = await renderApp('/auth/login')
    await user.click(screen.getByRole('button', { name: 'Use user@example.com' }))
    expect(field(/^Email address/)).toHaveValue('user@example.com')
    expect(field(/^Password/)).toHaveValue('demo1234')
  })

  it('sends a signed-in user on to the dashboard', async () => {
    const { router } = await renderApp('/auth/login', { session: 'admin' })
    expect(router.state.location.pathname).toBe('/dashboard/app')
  })
})

describe('register page', () => {
  it('validates every field next to it', async () => {
    const { user } = await renderApp('/auth/register')
    await user.type(field(/^Password/), 'short')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getAllByText('This field is required')).toHaveLength(2)
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByText('Accept the terms to continue')).toBeInTheDocument()
  })

  it('registers, keeps the token without sending it by default, and asks for the code', async () => {
    const { user, router } = await renderApp('/auth/register')
    await user.type(field(/^First name/), 'Grace')
    await user.type(field(/^Last name/), 'Hopper')
    await user.type(field(/^Email address/), 'grace@example.com')
    await user.type(field(/^Password/), 'Compil3r!Hopper')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'))
    expect(localStorage.getItem('accessToken')).toMatch(/^ey/)
    expect(await screen.findByText(/grace@example\.com/)).toBeInTheDocument()
  })
})

describe('sessions', () => {
  it('restores a stored session at start and shows the account', async () => {
    await renderApp('/dashboard/blank', { session: 'user' })
    expect(screen.getByRole('button', { name: 'Account: Sam Rivera' })).toBeInTheDocument()
  })

  it('a guarded page sends a visitor to the login page with a return address', async () => {
    const { router } = await renderApp('/dashboard/user/account')
    expect(router.state.location.pathname).toBe('/auth/login')
    expect(router.state.location.search).toEqual({ returnTo: '/dashboard/user/account' })
  })

  it('a 401 on an authenticated call signs the user out and shows the login page', async () => {
    const { user, router } = await renderApp('/dashboard/user/account', { session: 'admin' })
    server.use(
      mock.post('*/api/account/profile/update', () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    )
    await user.type(field(/^First name/), 'x')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(router.state.location.search).toMatchObject({
      reason: 'unauthorized',
      returnTo: '/dashboard/user/account',
    })
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(
      await screen.findByText('Your session is no longer valid. Sign in again to continue.'),
    ).toBeInTheDocument()
  })

  it('a failed data call shows its error in place with a retry that works', async () => {
    let fail = true
    server.use(
      mock.get('*/api/account/notifications', () =>
        fail ? HttpResponse.json({ message: 'The inbox is resting' }, { status: 500 }) : undefined,
      ),
    )
    const { user } = await renderApp('/dashboard/blank', { session: 'admin' })
    await user.click(screen.getByRole('button', { name: /^Notifications/ }))
    const popover = await screen.findByTestId('notifications-popover')
    expect(await within(popover).findByText('The inbox is resting', {})).toBeInTheDocument()
    fail = false
    await user.click(within(popover).getByRole('button', { name: 'Try again' }))
    expect(await within(popover).findByText('Your order is placed')).toBeInTheDocument()
  }, 15_000)
})

describe('auth page texts', () => {
  it('greets each page in the side panel for what it is for', async () => {
    const headings: Record<string, string> = {
      '/auth/login': 'Hi, welcome back',
      '/auth/register': 'Join in a minute, free of charge',
      '/auth/reset-password': 'Locked out? Let’s get you back in',
      '/auth/new-password': 'Choose a new password',
    }
    for (const [path, heading] of Object.entries(headings)) {
      const { unmount } = await renderApp(path)
      expect(await screen.findByText(heading)).toBeInTheDocument()
      if (path !== '/auth/login') expect(screen.queryByText('Hi, welcome back')).toBeNull()
      unmount()
    }
  })

  it('register states the password rule once', async () => {
    await renderApp('/auth/register')
    await screen.findByRole('button', { name: 'Create account' })
    expect(screen.getAllByText(/8 (or more )?characters/i)).toHaveLength(1)
  })

  it('new-password opened directly asks for the e-mail and code instead of claiming a request was sent', async () => {
    await renderApp('/auth/new-password')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Request sent successfully!')).toBeNull()
    expect(screen.getByText(/Enter your email address, the 6-digit code/)).toBeInTheDocument()
  })

  it('new-password after a reset request says the request was sent', async () => {
    await renderApp('/auth/new-password?email=demo%40example.com')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request sent successfully!' }),
    ).toBeInTheDocument()
  })

  it('verify with nothing pending says why it shows the login page', async () => {
    const { router } = await renderApp('/auth/verify')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(await screen.findByText('Nothing to verify')).toBeInTheDocument()
    expect(
      screen.getByText(
        'There is no email address waiting for a code. Sign in, or create an account to get one.',
      ),
    ).toBeInTheDocument()
  })

  it('code boxes are empty, with no placeholder mark', async () => {
    await renderApp('/auth/new-password')
    const digits = await screen.findAllByRole('textbox', { name: /^Digit \d of 6$/ })
    expect(digits).toHaveLength(6)
    for (const digit of digits) expect(digit).not.toHaveAttribute('placeholder', '○')
    for (const digit of digits) expect(digit.getAttribute('placeholder') ?? '').toBe('')
  })
})
