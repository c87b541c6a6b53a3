/**
 * The calendar's colours come from the Mantine theme (docs/decisions/calendar.md): the seven
 * event colours are Mantine's own palettes, and calendar.module.css maps Schedule-X's --sx-*
 * surface, text, border and primary variables onto the app's theme variables.
 */
import type { MantineTheme } from '@mantine/core'
import type { CalendarType } from '@schedule-x/calendar'
import {
  EVENT_COLORS,
  isHexColor,
  type EventColor,
  type EventColorValue,
  type HexColor,
} from '@/lib/api/schemas/calendar-colors'
import { contrastRatio, hexToRgb, mix } from '@/lib/theme/color'

/** Mantine's palette for each event colour ('grey' is Mantine's 'gray'). */
export const MANTINE_COLOR: Record<EventColor, string> = {
  green: 'green',
  cyan: 'cyan',
  blue: 'blue',
  violet: 'violet',
  orange: 'orange',
  red: 'red',
  grey: 'gray',
}

/** The shade that marks an event (its left bar, the swatches) in each scheme; a hex colour is itself. */
export function eventSwatch(theme: MantineTheme, color: EventColorValue, dark: boolean) {
  if (isHexColor(color)) return color
  const tuple = theme.colors[MANTINE_COLOR[color]]
  return (dark ? tuple?.[4] : tuple?.[6]) ?? '#888888'
}

/**
 * Schedule-X's calendar for an event colour: the palette name, or `hex-1890ff` for a hex colour
 * (the id becomes part of CSS variable names, where `#` cannot go).
 */
export const sxCalendarId = (color: EventColorValue) =>
  isHexColor(color) ? `hex-${color.slice(1).toLowerCase()}` : color

/** The palette colour nearest to an event's colour (itself for a palette name): what the filters use. */
export function paletteColorOf(theme: MantineTheme, color: EventColorValue): EventColor {
  if (!isHexColor(color)) return color
  const [r, g, b] = hexToRgb(color)
  let best: EventColor = 'grey'
  let bestDistance = Infinity
  for (const candidate of EVENT_COLORS) {
    const [cr, cg, cb] = hexToRgb(eventSwatch(theme, candidate, false))
    const distance = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance]
  }
  return best
}

/** A hex colour's calendar: the colour itself as the bar, a tint of it behind readable text. */
function hexCalendar(hex: HexColor): CalendarType {
  const light = mix(hex, '#FFFFFF', 0.82)
  const dark = mix(hex, '#000000', 0.62)
  return {
    colorName: sxCalendarId(hex),
    lightColors: {
      main: hex,
      container: light,
      onContainer: readableOn(mix(hex, '#000000', 0.6), light, '#000000'),
    },
    darkColors: {
      main: hex,
      container: dark,
      onContainer: readableOn(mix(hex, '#FFFFFF', 0.8), dark, '#FFFFFF'),
    },
  }
}

/** Moves `text` towards `towards` until it reads on `background` (WCAG AA with a margin). */
export function readableOn(text: string, background: string, towards: string): string {
  let result = text
  for (let step = 1; step <= 10 && contrastRatio(result, background) < 4.8; step++)
    result = mix(text, towards, step / 10)
  return result
}

/** A deep tint for dark mode (our grey palette is darker than Mantine's colours: a lighter shade). */
const darkContainer = (shade: string) => mix(shade, '#000000', 0.45)

/**
 * Schedule-X "calendars", one per colour: a strong bar, a tinted container and its text, kept
 * readable (AA) in both schemes whatever the palette; and one per hex colour the events use.
 */
export function sxCalendars(
  theme: MantineTheme,
  hexColors: readonly HexColor[] = [],
): Record<string, CalendarType> {
  const palette: Record<string, CalendarType> = Object.fromEntries(
    EVENT_COLORS.map((color) => {
      const tuple = theme.colors[MANTINE_COLOR[color]]
      const shade = (index: number) => tuple?.[index] ?? '#888888'
      return [
        color,
        {
          colorName: color,
          lightColors: {
            main: shade(6),
            container: shade(1),
            onContainer: readableOn(shade(9), shade(1), '#000000'),
          },
          darkColors: {
            main: shade(4),
            container: darkContainer(shade(color === 'grey' ? 7 : 9)),
            onContainer: readableOn(
              shade(0),
              darkContainer(shade(color === 'grey' ? 7 : 9)),
              '#FFFFFF',
            ),
          },
        },
      ]
    }),
  )
  for (const color of hexColors) palette[sxCalendarId(color)] = hexCalendar(color)
  return palette
}
