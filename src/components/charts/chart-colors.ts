/**
 * Series colours for charts: the preset's primary first, then Mantine colours that stay apart
 * from it and from each other. Theme colour names ('primary.6'), never hex values, so a chart
 * follows the preset the reader chose and Mantine resolves them to CSS variables.
 */
import type { ColorPreset } from '@/lib/settings/settings'

const SERIES_HUES = ['cyan', 'orange', 'grape', 'teal', 'pink', 'yellow', 'indigo'] as const

/** The Mantine hue each preset looks like; it is left out so two series never look alike. */
const PRESET_LOOKALIKE: Record<ColorPreset, (typeof SERIES_HUES)[number]> = {
  default: 'teal',
  cyan: 'cyan',
  purple: 'grape',
  blue: 'indigo',
  orange: 'orange',
  red: 'pink',
}

/** `count` colours for the series of one chart (they repeat past seven). */
export function seriesColors(preset: ColorPreset, count: number): string[] {
  const hues = ['primary', ...SERIES_HUES.filter((hue) => hue !== PRESET_LOOKALIKE[preset])]
  return Array.from({ length: count }, (_, index) => `${hues[index % hues.length]}.6`)
}
