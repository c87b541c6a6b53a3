import { describe, expect, it } from 'vitest'
import { LABEL_COLORS, labelColor } from '@/features/kanban/card-display'

describe('labelColor', () => {
  it('gives the same label the same colour, whatever its case or spacing', () => {
    expect(labelColor('Bug')).toBe(labelColor('Bug'))
    expect(labelColor('bug')).toBe(labelColor(' BUG '))
  })

  it('spreads the usual labels over several colours', () => {
    const labels = ['Bug', 'Feature', 'Design', 'Docs', 'Backend', 'Frontend', 'Urgent', 'UX']
    const colors = new Set(labels.map(labelColor))
    expect(colors.size).toBeGreaterThanOrEqual(4)
    for (const color of colors) expect(LABEL_COLORS).toContain(color)
  })
})
