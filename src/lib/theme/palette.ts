/**
 * The colour presets (spec §3) and the neutral palette, in the shape the spec gives them
 * (lighter/light/main/dark/darker/contrastText), plus how they become Mantine's 10-shade tuples.
 */
import type { MantineColorsTuple } from '@mantine/core'
import type { ColorPreset } from '@/lib/settings/settings'
import { contrastRatio, luminance, mix } from './color'

export interface PresetPalette {
  lighter: string
  light: string
  main: string
  dark: string
  darker: string
  contrastText: string
}

export const WHITE = '#FFFFFF'
/** Text colour of the light scheme (Mantine's `black`). */
export const INK = '#1C252E'

/** Reference values: Minimal's presets, as the foundation issue lists them. */
export const PRESET_PALETTES: Record<ColorPreset, PresetPalette> = {
  default: {
    lighter: '#C8FACD',
    light: '#5BE584',
    main: '#00AB55',
    dark: '#007B55',
    darker: '#005249',
    contrastText: WHITE,
  },
  cyan: {
    lighter: '#CCF4FE',
    light: '#68CDF9',
    main: '#078DEE',
    dark: '#0351AB',
    darker: '#012972',
    contrastText: WHITE,
  },
  purple: {
    lighter: '#EBD6FD',
    light: '#B985F4',
    main: '#7635DC',
    dark: '#431A9E',
    darker: '#200A69',
    contrastText: WHITE,
  },
  blue: {
    lighter: '#D1E9FC',
    light: '#76B0F1',
    main: '#2065D1',
    dark: '#103996',
    darker: '#061B64',
    contrastText: WHITE,
  },
  orange: {
    lighter: '#FEF4D4',
    light: '#FED680',
    main: '#FDA92D',
    dark: '#B66816',
    darker: '#793908',
    contrastText: INK,
  },
  red: {
    lighter: '#FFE3D5',
    light: '#FFC1AC',
    main: '#FF3030',
    dark: '#B71833',
    darker: '#7A0930',
    contrastText: WHITE,
  },
}

/** Index of `main` in the tuple; Mantine's conventional primary shade. */
export const MAIN_SHADE = 6

/**
 * lighter..darker sit at 1, 3, 6, 8, 9; the shades between are mixes, so the tuple runs
 * from lightest to darkest as Mantine expects.
 */
export function presetToTuple(p: PresetPalette): MantineColorsTuple {
  return [
    mix(p.lighter, WHITE, 0.5),
    p.lighter,
    mix(p.lighter, p.light, 0.5),
    p.light,
    mix(p.light, p.main, 1 / 3),
    mix(p.light, p.main, 2 / 3),
    p.main,
    mix(p.main, p.dark, 0.5),
    p.dark,
    p.darker,
  ]
}

/** Minimal's grey scale as Mantine's `gray` (light scheme neutrals). */
export const GRAY: MantineColorsTuple = [
  '#F9FAFB',
  '#F4F6F8',
  '#EDEFF2',
  '#DFE3E8',
  '#C4CDD5',
  '#919EAB',
  '#637381',
  '#454F5B',
  '#1C252E',
  '#141A21',
]

/** Mantine's `dark` (dark scheme neutrals): 0 text, 2 dimmed, 4 borders, 6 paper, 7 body. */
export const DARK: MantineColorsTuple = [
  '#F9FAFB',
  '#DFE3E8',
  '#A3AFBC',
  '#7B8896',
  '#333D48',
  '#28323D',
  '#1C252E',
  '#141A21',
  '#0E1217',
  '#080B0E',
]

/** Surfaces text must stay readable on: both contrasts of each scheme. */
export const SURFACES = {
  light: [WHITE, GRAY[1]],
  dark: [DARK[7], DARK[8], DARK[6]],
} as const

export const AA_NORMAL_TEXT = 4.5
/** Mantine picks black text on a filled colour above this luminance (WCAG's crossover point is ~0.18). */
export const LUMINANCE_THRESHOLD = 0.3

export const autoTextOn = (background: string): string =>
  luminance(background) > LUMINANCE_THRESHOLD ? INK : WHITE

/**
 * The shade used for filled surfaces (buttons, badges): `main` when its automatic text colour
 * reaches AA, otherwise the first darker shade that does. Brand look first, readable always.
 */
export function filledShade(tuple: MantineColorsTuple): number {
  for (let shade = MAIN_SHADE; shade <= 9; shade += 1) {
    const bg = tuple[shade] as string
    if (contrastRatio(bg, autoTextOn(bg)) >= AA_NORMAL_TEXT) return shade
  }
  return 9
}

/** The shade for primary-coloured text and outlines on the scheme's surfaces. */
export function textShade(tuple: MantineColorsTuple, scheme: 'light' | 'dark'): number {
  const passes = (shade: number) =>
    SURFACES[scheme].every(
      (surface) => contrastRatio(tuple[shade] as string, surface) >= AA_NORMAL_TEXT,
    )
  if (scheme === 'light') {
    for (let shade = MAIN_SHADE; shade <= 9; shade += 1) if (passes(shade)) return shade
    return 9
  }
  for (let shade = 4; shade >= 0; shade -= 1) if (passes(shade)) return shade
  return 0
}

/** The tint behind "light" variants (badges, alerts, soft buttons): 10% of the colour on the surface. */
export const LIGHT_TINT = 0.1

/** Where readableText starts in each scheme: the darkest shade on light, a mid shade on dark. */
const READABLE_BASE = { light: 9, dark: 4 } as const

/**
 * A text colour for a hue that reaches AA on every surface of the scheme, tinted ones included:
 * starts from the palette's own text shade and mixes towards black (light) or white (dark) as
 * little as needed. Mantine's green, orange or yellow shade 9 is too light for text on white. On
 * dark it starts from shade 4, not 0: shades 0-1 are near-white tints, and a badge, an alert or a
 * trend written in them lost its hue (red and green text looked alike).
 */
export function readableText(tuple: MantineColorsTuple, scheme: 'light' | 'dark'): string {
  const base = tuple[READABLE_BASE[scheme]]
  const toward = scheme === 'light' ? '#000000' : '#FFFFFF'
  const tint = (surface: string) => mix(surface, tuple[6], LIGHT_TINT)
  const surfaces = [...SURFACES[scheme], ...SURFACES[scheme].map(tint)]
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = mix(base, toward, amount)
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= AA_NORMAL_TEXT))
      return candidate
  }
  return toward
}
