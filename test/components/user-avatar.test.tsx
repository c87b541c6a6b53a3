import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { UserAvatar } from '@/components/user-avatar'
import { createAppTheme } from '@/lib/theme/create-theme'
import { avatarColorFor, avatarColors } from '@/lib/theme/avatar-colors'

const user = { displayName: 'Avery Quinn', email: 'demo@example.com', avatarUrl: null }

describe('UserAvatar', () => {
  it('draws the initials on an opaque colour that reads with the purple preset', () => {
    render(
      <MantineProvider env="test" theme={createAppTheme({ preset: 'purple', contrast: 'default' })}>
        <UserAvatar user={user} />
      </MantineProvider>,
    )
    const avatar = screen.getByText('AQ').closest('.mantine-Avatar-root') as HTMLElement
    const expected = avatarColors(avatarColorFor(user.email), 'purple')
    expect(avatar.style.getPropertyValue('--avatar-bg')).toBe(expected.background)
    expect(avatar.style.getPropertyValue('--avatar-color')).toBe(expected.color)
  })
})
