import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
})
