import { Box, Group, useComputedColorScheme, useMantineTheme, type BoxProps } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { isHexColor, type EventColorValue } from '@/lib/api/schemas/calendar'
import { eventSwatch } from '../theme'
import classes from './calendar.module.css'

/** An event colour's dot, as the calendar draws it in the current scheme (decorative). */
export function ColorSwatch({ color, ...props }: { color: EventColorValue } & BoxProps) {
  const theme = useMantineTheme()
  const dark = useComputedColorScheme('light') === 'dark'
  return (
    <Box
      {...props}
      className={classes.swatch}
      style={{ background: eventSwatch(theme, color, dark) }}
      aria-hidden
    />
  )
}

/** A colour's name: the palette's, or "Custom (#1890FF)" for a hex colour an event came with. */
export const colorName = (t: TFunction<'calendar'>, color: EventColorValue) =>
  isHexColor(color) ? t('colors.custom', { hex: color.toUpperCase() }) : t(`colors.${color}`)

/** A colour choice's label: the dot and the colour's name (colour is never the only sign). */
export function ColorLabel({ color, gap }: { color: EventColorValue; gap: number }) {
  const { t } = useTranslation('calendar')
  return (
    <Group gap={gap} wrap="nowrap">
      <ColorSwatch color={color} />
      {colorName(t, color)}
    </Group>
  )
}
