import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../utils/render'

describe('coming soon', () => {
  it('shows the countdown', async () => {
    await renderApp('/coming-soon')
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^Time left: /)
  })

  it('explains a missing or malformed e-mail next to the field', async () => {
    const { user } = await renderApp('/coming-soon')
    const email = screen.getByRole('textbox', { name: 'Email address' })
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')

    await user.type(email, 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument()
  })

  it('accepts a valid e-mail and clears the field', async () => {
    const { user } = await renderApp('/coming-soon')
    const email = screen.getByRole('textbox', { name: 'Email address' })
    await user.type(email, 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(email).toHaveValue('')
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument()
  })
})
