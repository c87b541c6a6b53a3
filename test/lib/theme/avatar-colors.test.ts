import { describe, expect, it } from 'vitest'
import { COLOR_PRESETS } from '@/lib/settings/settings'
import { AVATAR_COLORS, avatarColorFor, avatarColors } from '@/lib/theme/avatar-colors'
import { contrastRatio } from '@/lib/theme/color'
import { AA_NORMAL_TEXT } from '@/lib/theme/palette'

describe('avatar initials', () => {
  it.each(COLOR_PRESETS)('are readable on every avatar colour with the %s preset', (preset) => {
    for (const color of AVATAR_COLORS) {
      const { background, color: text } = avatarColors(color, preset)
      // Opaque: nothing behind the avatar (the header's ring, a cover) changes its colour.
      expect(background, `${color} on ${preset}`).toMatch(/^#[0-9a-f]{6}$/i)
      expect(
        contrastRatio(background, text),
        `${color} initials with the ${preset} preset`,
      ).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
    }
  })

  it('gives the same person the same colour', () => {
    expect(avatarColorFor('demo@example.com')).toBe(avatarColorFor('demo@example.com'))
    expect(AVATAR_COLORS).toContain(avatarColorFor('user@example.com'))
  })
})
