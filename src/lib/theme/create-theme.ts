import {
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type ActionIconProps,
  type AutocompleteProps,
  type CardProps,
  type MenuProps,
  type ModalProps,
  type MultiSelectProps,
  type NumberInputProps,
  type PasswordInputProps,
  type SelectProps,
  type TagsInputProps,
  type TextareaProps,
  type TextInputProps,
  type TooltipProps,
  type VariantColorsResolver,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core'
import type { ColorPreset, ThemeContrast } from '@/lib/settings/settings'
import buttonClasses from './button.module.css'
import { alpha } from './color'
import {
  DARK,
  GRAY,
  INK,
  LUMINANCE_THRESHOLD,
  autoTextOn,
  LIGHT_TINT,
  PRESET_PALETTES,
  filledShade,
  readableText,
  presetToTuple,
  textShade,
  WHITE,
} from './palette'
import { BREAKPOINTS_PX, RADIUS_PX, toEm } from './tokens'

const FONT_FAMILY =
  "'Public Sans Variable', 'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif"

export interface ThemeInput {
  preset: ColorPreset
  contrast: ThemeContrast
}

export function primaryTuple(preset: ColorPreset): MantineColorsTuple {
  return presetToTuple(PRESET_PALETTES[preset])
}

/** Mantine's own colours, with text shades that stay readable (e.g. a red "Logout" item). */
const NAMED_COLORS = Object.entries<MantineColorsTuple>(DEFAULT_THEME.colors).filter(
  ([name]) => name !== 'dark' && name !== 'gray',
)

const NAMED_COLOR_TUPLES = new Map<string, MantineColorsTuple>(NAMED_COLORS)

/**
 * Adds the 'inverse' variant: a button in the text colour (black in light mode, white in dark),
 * Minimal's "inherit" button. Mantine sets variant colours inline, so it must come from here.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  // Mantine's own colours, filled: a shade whose text (white or ink) reaches AA, like the presets.
  const named = typeof input.color === 'string' ? NAMED_COLOR_TUPLES.get(input.color) : undefined
  if ((input.variant ?? 'filled') === 'filled' && named) {
    const shade = filledShade(named)
    const background = named[shade] as string
    return {
      background,
      hover: named[Math.min(shade + 1, 9)] as string,
      color:
        autoTextOn(background) === INK
          ? 'var(--mantine-color-black)'
          : 'var(--mantine-color-white)',
      border: '1px solid transparent',
    }
  }
  if (input.variant === 'inverse') {
    return {
      background: 'var(--mantine-color-text)',
      hover: 'var(--app-inverse-hover)',
      color: 'var(--mantine-color-body)',
      border: 'none',
    }
  }
  return defaultVariantColorsResolver(input)
}

/** Default props of one component, typed by its props (a type only: no component code). */
const defaults = <P>(defaultProps: Partial<P>) => ({ defaultProps })

/**
 * The props most uses of a component share, so a new screen gets the house look by default and
 * only the exceptions are spelled out where they are used. Plain objects rather than
 * `Component.extend()`: the theme is in the first bundle, and `extend` would bring Modal, Menu
 * and Tooltip into it although no first screen draws them.
 */
/**
 * A field's description goes under its input, with the error: side-by-side fields then keep
 * their inputs on one line whether or not one of them has a hint (Sale price next to Regular
 * price, E-mail next to Phone).
 */
const FIELD_ORDER = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'] as Array<
    'label' | 'input' | 'description' | 'error'
  >,
}

const COMPONENT_DEFAULTS = {
  Autocomplete: defaults<AutocompleteProps>(FIELD_ORDER),
  MultiSelect: defaults<MultiSelectProps>(FIELD_ORDER),
  NumberInput: defaults<NumberInputProps>(FIELD_ORDER),
  PasswordInput: defaults<PasswordInputProps>(FIELD_ORDER),
  Select: defaults<SelectProps>(FIELD_ORDER),
  TagsInput: defaults<TagsInputProps>(FIELD_ORDER),
  Textarea: defaults<TextareaProps>(FIELD_ORDER),
  TextInput: defaults<TextInputProps>(FIELD_ORDER),
  // Icon buttons are quiet (grey, no background until hovered); filled ones say so.
  ActionIcon: defaults<ActionIconProps>({ variant: 'subtle', color: 'gray' }),
  // Labels wrap rather than being cut off when a row is short of room (long languages).
  Button: {
    classNames: {
      root: buttonClasses.root,
      inner: buttonClasses.inner,
      label: buttonClasses.label,
    },
  },
  Card: defaults<CardProps>({ radius: 'lg' }),
  // Menus open from a trigger at the end of a row or header.
  Menu: defaults<MenuProps>({ position: 'bottom-end' }),
  Modal: defaults<ModalProps>({ centered: true }),
  // The search spotlight is a Modal too, but sits near the top of the screen (its yOffset).
  Spotlight: defaults<ModalProps>({ centered: false }),
  Tooltip: defaults<TooltipProps>({ withArrow: true }),
} satisfies MantineThemeOverride['components']

export function createAppTheme({ preset }: ThemeInput): MantineThemeOverride {
  const primary = primaryTuple(preset)
  const shade = filledShade(primary)
  return createTheme({
    // Mantine's transitions (drawers, menus, toasts) are instant for prefers-reduced-motion.
    respectReducedMotion: true,
    primaryColor: 'primary',
    primaryShade: { light: shade as 6, dark: shade as 6 },
    colors: { primary, gray: GRAY, dark: DARK },
    white: WHITE,
    black: INK,
    autoContrast: true,
    luminanceThreshold: LUMINANCE_THRESHOLD,
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
    defaultRadius: 'md',
    radius: { xs: '4px', sm: '6px', md: `${RADIUS_PX}px`, lg: `${RADIUS_PX * 2}px`, xl: '24px' },
    breakpoints: {
      xs: toEm(BREAKPOINTS_PX.xs),
      sm: toEm(BREAKPOINTS_PX.sm),
      md: toEm(BREAKPOINTS_PX.md),
      lg: toEm(BREAKPOINTS_PX.lg),
      xl: toEm(BREAKPOINTS_PX.xl),
    },
    cursorType: 'pointer',
    focusRing: 'auto',
    shadows: {
      xs: '0 1px 2px 0 rgba(145, 158, 171, 0.16)',
      sm: '0 0 2px 0 rgba(145, 158, 171, 0.2), 0 12px 24px -4px rgba(145, 158, 171, 0.12)',
      md: '0 0 2px 0 rgba(145, 158, 171, 0.24), 0 16px 32px -4px rgba(145, 158, 171, 0.24)',
      lg: '0 0 2px 0 rgba(145, 158, 171, 0.24), -20px 20px 40px -4px rgba(145, 158, 171, 0.24)',
      xl: '0 0 2px 0 rgba(145, 158, 171, 0.24), 0 24px 48px 0 rgba(145, 158, 171, 0.24)',
    },
    variantColorResolver,
    components: COMPONENT_DEFAULTS,
    other: { preset },
  })
}

/**
 * CSS variables the theme object cannot express: the app's surfaces for each contrast, and
 * primary text shades that stay readable on every surface (WCAG AA, see palette.ts).
 */

/** Text, and the tint behind light variants, for Mantine's colours: readable in both schemes. */
function namedColorText(scheme: 'light' | 'dark'): Record<string, string> {
  return Object.fromEntries(
    NAMED_COLORS.flatMap(([name, tuple]) => {
      const text = readableText(tuple, scheme)
      const entries: Array<[string, string]> = [
        [`--mantine-color-${name}-text`, text],
        [`--mantine-color-${name}-light-color`, text],
      ]
      entries.push([
        `--mantine-color-${name}-filled`,
        `var(--mantine-color-${name}-${filledShade(tuple)})`,
      ])
      entries.push([`--mantine-color-${name}-light`, alpha(tuple[6], LIGHT_TINT)])
      entries.push([`--mantine-color-${name}-light-hover`, alpha(tuple[6], LIGHT_TINT * 1.6)])
      return entries
    }),
  )
}

export function createCssVariablesResolver({ preset, contrast }: ThemeInput): CSSVariablesResolver {
  const primary = primaryTuple(preset)
  const lightText = textShade(primary, 'light')
  const darkText = textShade(primary, 'dark')
  const bold = contrast === 'bold'
  return () => ({
    variables: {
      '--app-nav-width': '280px',
    },
    light: {
      ...namedColorText('light'),
      '--mantine-color-body': bold ? GRAY[1] : WHITE,
      '--app-surface': WHITE,
      '--app-surface-raised': WHITE,
      '--app-border': bold ? GRAY[4] : alpha(GRAY[5], 0.24),
      '--app-border-strong': bold ? GRAY[5] : alpha(GRAY[5], 0.4),
      '--app-card-shadow': bold
        ? `0 0 0 1px ${GRAY[3]}, 0 12px 24px -4px rgba(145, 158, 171, 0.2)`
        : '0 0 2px 0 rgba(145, 158, 171, 0.2), 0 12px 24px -4px rgba(145, 158, 171, 0.12)',
      '--app-nav-bg': bold ? WHITE : WHITE,
      '--app-header-bg': bold ? alpha(GRAY[1], 0.8) : alpha(WHITE, 0.8),
      '--mantine-color-default-border': bold ? GRAY[5] : GRAY[4],
      '--mantine-color-dimmed': GRAY[6],
      // Mantine's red-6 error text is 3.3:1 on white; red-9 passes AA on both light surfaces.
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      '--mantine-color-anchor': `var(--mantine-color-primary-${lightText})`,
      '--mantine-color-primary-text': `var(--mantine-color-primary-${lightText})`,
      '--mantine-color-primary-outline': `var(--mantine-color-primary-${lightText})`,
      '--app-primary-text': `var(--mantine-color-primary-${lightText})`,
      '--app-primary-soft': alpha(primary[6], 0.08),
      '--app-inverse-hover': GRAY[7],
      // 0.16 took the active nav item's text under 4.5:1 while hovered (4.44:1, default preset).
      '--app-primary-soft-hover': alpha(primary[6], 0.12),
    },
    dark: {
      ...namedColorText('dark'),
      '--mantine-color-body': bold ? DARK[8] : DARK[7],
      '--app-surface': DARK[6],
      '--app-surface-raised': DARK[5],
      '--app-border': bold ? DARK[3] : alpha(GRAY[5], 0.16),
      '--app-border-strong': bold ? DARK[2] : alpha(GRAY[5], 0.32),
      '--app-card-shadow': bold
        ? `0 0 0 1px ${DARK[4]}, 0 12px 24px -4px rgba(0, 0, 0, 0.4)`
        : '0 0 2px 0 rgba(0, 0, 0, 0.2), 0 12px 24px -4px rgba(0, 0, 0, 0.12)',
      '--app-nav-bg': bold ? DARK[8] : DARK[7],
      '--app-header-bg': alpha(bold ? DARK[8] : DARK[7], 0.8),
      '--mantine-color-default-border': bold ? DARK[3] : DARK[4],
      '--mantine-color-error': 'var(--mantine-color-red-5)',
      '--mantine-color-anchor': `var(--mantine-color-primary-${darkText})`,
      '--mantine-color-primary-text': `var(--mantine-color-primary-${darkText})`,
      '--mantine-color-primary-outline': `var(--mantine-color-primary-${darkText})`,
      '--app-primary-text': `var(--mantine-color-primary-${darkText})`,
      '--app-primary-soft': alpha(primary[6], 0.16),
      '--app-inverse-hover': GRAY[3],
      '--app-primary-soft-hover': alpha(primary[6], 0.24),
    },
  })
}
