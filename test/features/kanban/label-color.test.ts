import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME } from '@mantine/core'
import { LABEL_COLORS, labelColor } from '@/features/kanban/card-display'
import { contrastRatio } from '@/lib/theme/color'

/** Mantine's light variant: shade 6 at 10% over the white card. */
function lightTint(color: string) {
  const hex = DEFAULT_THEME.colors[color]![6]
  const channel = (i: number) =>
    Math.round(255 - 0.1 * (255 - parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)))
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`
}

describe('labelColor', () => {
  it('gives the same label the same colour, whatever its case or spacing', () => {
    expect(labelColor('Bug')).toBe(labelColor('Bug'))
    expect(labelColor('bug')).toBe(labelColor(' BUG '))
  })

  it.each(LABEL_COLORS)('writes %s labels in a shade that reads on their tint (AA)', (color) => {
    const text = DEFAULT_THEME.colors[color][9]
    expect(contrastRatio(text, lightTint(color))).toBeGreaterThanOrEqual(4.5)
  })

  it('spreads the usual labels over several colours', () => {
    const labels = ['Bug', 'Feature', 'Design', 'Docs', 'Backend', 'Frontend', 'Urgent', 'UX']
    const colors = new Set(labels.map(labelColor))
    expect(colors.size).toBeGreaterThanOrEqual(4)
    for (const color of colors) expect(LABEL_COLORS).toContain(color)
  })
})
