import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiGet } from '@/lib/api/http'
import { myAccountResponseSchema } from '@/lib/api/schemas/account'
import { renderApp } from '../../utils/render'

describe('account settings', () => {
  it('a saved profile shows at once in the header and on the profile page', async () => {
    const { user, router } = await renderApp('/dashboard/user/account', { session: 'user' })
    const firstName = screen.getByLabelText(/^First name/)
    await user.clear(firstName)
    await user.type(firstName, 'Alex')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('button', { name: 'Account: Alex Rivera' })).toBeInTheDocument()
    await router.navigate({ to: '/dashboard/user/profile' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alex Rivera' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.status).toBe('idle'))
  })

  it('a password change keeps this session signed in with the new token it answers', async () => {
    const { user } = await renderApp('/dashboard/user/account?tab=security', { session: 'user' })
    const before = localStorage.getItem('accessToken')
    await user.type(screen.getByLabelText(/^Current password/), 'demo1234')
    await user.type(screen.getByLabelText(/^New password/), 'Another-pass-1234')
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Another-pass-1234')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Your password was changed')).toBeInTheDocument()
    const after = localStorage.getItem('accessToken')
    expect(after).not.toBe(before)
    // The old token no longer works; the stored one does, and the app uses it.
    const me = (token: string | null) =>
      fetch('http://localhost/api/account/my-account', {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      }).then((answer) => answer.status)
    expect(await me(before)).toBe(401)
    expect(await me(after)).toBe(200)
    // The app's own client now sends the new token.
    const { user: account } = await apiGet('api/account/my-account', myAccountResponseSchema)
    expect(account.email).toBe('user@example.com')
  })
})
