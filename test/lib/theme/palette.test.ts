import { describe, expect, it } from 'vitest'
import { COLOR_PRESETS } from '@/lib/settings/settings'
import { contrastRatio, hexToRgb, luminance, mix, rgbToHex } from '@/lib/theme/color'
import { DEFAULT_THEME } from '@mantine/core'
import {
  AA_NORMAL_TEXT,
  LIGHT_TINT,
  readableText,
  autoTextOn,
  filledShade,
  PRESET_PALETTES,
  presetToTuple,
  SURFACES,
  textShade,
} from '@/lib/theme/palette'

describe('colour maths', () => {
  it('converts and mixes hex colours', () => {
    expect(hexToRgb('#00AB55')).toEqual([0, 171, 85])
    expect(rgbToHex([0, 171, 85])).toBe('#00AB55')
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080')
    expect(() => hexToRgb('nope')).toThrow()
  })

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
  })
})

describe.each(COLOR_PRESETS)('preset %s', (preset) => {
  const palette = PRESET_PALETTES[preset]
  const tuple = presetToTuple(palette)

  it('becomes a 10-shade tuple with lighter/light/main/dark/darker in place', () => {
    expect(tuple).toHaveLength(10)
    expect([tuple[1], tuple[3], tuple[6], tuple[8], tuple[9]]).toEqual([
      palette.lighter,
      palette.light,
      palette.main,
      palette.dark,
      palette.darker,
    ])
  })

  it('runs from light to dark', () => {
    const values = tuple.map(luminance)
    for (let i = 1; i < values.length; i += 1)
      expect(values[i]).toBeLessThan(values[i - 1] as number)
  })

  it('fills buttons with text that meets WCAG AA', () => {
    const bg = tuple[filledShade(tuple)] as string
    expect(contrastRatio(bg, autoTextOn(bg))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
  })

  it.each(['light', 'dark'] as const)(
    'writes primary text readable on every %s surface',
    (scheme) => {
      const text = tuple[textShade(tuple, scheme)] as string
      for (const surface of SURFACES[scheme])
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
    },
  )
})

describe.each(
  Object.entries(DEFAULT_THEME.colors).filter(([name]) => name !== 'dark' && name !== 'gray'),
)("Mantine's %s", (_name, tuple) => {
  it.each(['light', 'dark'] as const)(
    'has %s-scheme text readable on plain and tinted surfaces',
    (scheme) => {
      const text = readableText(tuple, scheme)
      for (const surface of SURFACES[scheme]) {
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
        expect(contrastRatio(text, mix(surface, tuple[6], LIGHT_TINT))).toBeGreaterThanOrEqual(
          AA_NORMAL_TEXT,
        )
      }
    },
  )
})

/** How coloured a colour is: the spread of its channels, 0 for a grey, 255 for a pure hue. */
const chroma = (hex: string) => {
  const channels = hexToRgb(hex)
  return Math.max(...channels) - Math.min(...channels)
}

describe.each(
  Object.entries(DEFAULT_THEME.colors).filter(([name]) => name !== 'dark' && name !== 'gray'),
)("Mantine's %s on dark", (_name, tuple) => {
  it('keeps its hue: the text is at least half as coloured as the mid shade', () => {
    // Shade 0 (where the dark text once started) is a near-white tint: red and green read alike.
    expect(chroma(readableText(tuple, 'dark'))).toBeGreaterThanOrEqual(chroma(tuple[4]) / 2)
  })
})
