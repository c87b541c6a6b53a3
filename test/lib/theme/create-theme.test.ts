import { describe, expect, it } from 'vitest'
import { createAppTheme } from '@/lib/theme/create-theme'

describe('component defaults in the theme', () => {
  const components = createAppTheme({ preset: 'default', contrast: 'default' }).components ?? {}
  const defaults = (name: string): unknown => components[name]?.defaultProps

  it('gives the repeated props as defaults, so screens spell out only the exceptions', () => {
    expect(defaults('ActionIcon')).toEqual({ variant: 'subtle', color: 'gray' })
    expect(defaults('Card')).toEqual({ radius: 'lg' })
    expect(defaults('Menu')).toEqual({ position: 'bottom-end' })
    expect(defaults('Modal')).toEqual({ centered: true })
    expect(defaults('Tooltip')).toEqual({ withArrow: true })
  })

  it('keeps the search spotlight, a Modal inside, at the top of the screen', () => {
    expect(defaults('Spotlight')).toEqual({ centered: false })
  })
})
