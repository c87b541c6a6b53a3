/**
 * The calendar's colours come from the Mantine theme (docs/decisions/calendar.md): the seven
 * event colours are Mantine's own palettes, and calendar.module.css maps Schedule-X's --sx-*
 * surface, text, border and primary variables onto the app's theme variables.
 */
import type { MantineTheme } from '@mantine/core'
import type { CalendarType } from '@schedule-x/calendar'
import { EVENT_COLORS, type EventColor } from '@/lib/api/schemas/calendar'
import { contrastRatio, mix } from '@/lib/theme/color'

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

/** The shade that marks an event (its left bar, the swatches) in each scheme. */
export function eventSwatch(theme: MantineTheme, color: EventColor, dark: boolean) {
  const tuple = theme.colors[MANTINE_COLOR[color]]
  return (dark ? tuple?.[4] : tuple?.[6]) ?? '#888888'
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
 * readable (AA) in both schemes whatever the palette.
 */
export function sxCalendars(theme: MantineTheme): Record<string, CalendarType> {
  return Object.fromEntries(
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
}
