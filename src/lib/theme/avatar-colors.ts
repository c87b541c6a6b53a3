import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core'
import type { ColorPreset } from '@/lib/settings/settings'
import { autoTextOn, filledShade, PRESET_PALETTES, presetToTuple } from './palette'

/** The colours initials are drawn on; one is picked from the person's e-mail. */
export const AVATAR_COLORS = [
  'primary',
  'cyan',
  'grape',
  'orange',
  'teal',
  'indigo',
  'pink',
] as const

export type AvatarColor = (typeof AVATAR_COLORS)[number]

export interface AvatarColors {
  background: string
  color: string
}

/** The same person always gets the same colour. */
export function avatarColorFor(seed: string): AvatarColor {
  const hash = [...seed].reduce((sum, char) => sum + char.charCodeAt(0), 0)
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? 'primary'
}

/**
 * An opaque background and the text colour that reads on it (WCAG AA), the same in both schemes.
 * A translucent tint took the colour of whatever lay behind it (the header's gradient ring), and
 * with the purple preset its purple initials sat on purple.
 */
export function avatarColors(color: AvatarColor, preset: ColorPreset): AvatarColors {
  const tuple: MantineColorsTuple =
    color === 'primary' ? presetToTuple(PRESET_PALETTES[preset]) : DEFAULT_THEME.colors[color]
  const background = tuple[filledShade(tuple)] as string
  return { background, color: autoTextOn(background) }
}
