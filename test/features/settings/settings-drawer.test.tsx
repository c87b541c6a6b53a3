import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readCookies, renderApp } from '../../utils/render'

async function openSettings(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Settings' }))
  return screen.findByRole('dialog', { name: 'Settings' })
}

describe('settings drawer', () => {
  it('opens from the floating Settings button with every section', async () => {
    const { user } = await renderApp('/dashboard/blank', { session: 'admin' })
    const drawer = await openSettings(user)
    for (const name of ['Mode', 'Contrast', 'Direction', 'Layout', 'Presets']) {
      expect(within(drawer).getByRole('radiogroup', { name })).toBeInTheDocument()
    }
    expect(within(drawer).getByRole('button', { name: 'Stretch' })).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: 'Reset' })).toBeInTheDocument()
    expect(
      within(drawer).getAllByRole('radio', { name: /green|cyan|purple|blue|orange|red/i }),
    ).toHaveLength(6)
  })

  it('applies a setting at once, stores it in its cookie and shows the dot', async () => {
    const { user } = await renderApp('/dashboard/blank', { session: 'admin' })
    expect(screen.getByTestId('settings-dot')).not.toHaveAttribute('data-visible')
    const drawer = await openSettings(user)

    await user.click(within(drawer).getByRole('radio', { name: 'Dark' }))
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark')
    expect(readCookies().themeMode).toBe('dark')

    await user.click(within(drawer).getByRole('radio', { name: 'Right to left' }))
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'))
    expect(readCookies().themeDirection).toBe('rtl')

    await user.click(within(drawer).getByRole('button', { name: 'Stretch' }))
    expect(within(drawer).getByRole('button', { name: 'Stretch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(readCookies().themeStretch).toBe('true')

    expect(screen.getByTestId('settings-dot')).toHaveAttribute('data-visible')
    expect(screen.getByTestId('reset-dot')).toHaveAttribute('data-visible')
  })

  it('reset restores the defaults, clears the cookies and hides the dot', async () => {
    const { user } = await renderApp('/dashboard/blank', {
      session: 'admin',
      cookies: { themeColorPresets: 'purple', themeContrast: 'bold' },
    })
    const drawer = await openSettings(user)
    expect(within(drawer).getByRole('radio', { name: 'Purple' })).toBeChecked()

    await user.click(within(drawer).getByRole('button', { name: 'Reset' }))
    expect(within(drawer).getByRole('radio', { name: 'Green (default)' })).toBeChecked()
    expect(within(drawer).getByRole('radio', { name: 'Default' })).toBeChecked()
    expect(readCookies()).not.toHaveProperty('themeColorPresets')
    expect(readCookies()).not.toHaveProperty('themeContrast')
    expect(screen.getByTestId('settings-dot')).not.toHaveAttribute('data-visible')
  })

  it('shows the Stretch tooltip text of the spec', async () => {
    const { user } = await renderApp('/dashboard/blank', { session: 'admin' })
    const drawer = await openSettings(user)
    expect(
      within(drawer).getByRole('button', {
        name: 'Only available at large resolutions > 1600px (xl)',
      }),
    ).toBeInTheDocument()
  })

  it('closes with its close button', async () => {
    const { user } = await renderApp('/dashboard/blank', { session: 'admin' })
    const drawer = await openSettings(user)
    await user.click(within(drawer).getByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument(),
    )
  })
})
