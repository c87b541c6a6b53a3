import { Box, Group, useComputedColorScheme, useMantineTheme, type BoxProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { EventColor } from '@/lib/api/schemas/calendar'
import { eventSwatch } from '../theme'
import classes from './calendar.module.css'

/** An event colour's dot, as the calendar draws it in the current scheme (decorative). */
export function ColorSwatch({ color, ...props }: { color: EventColor } & BoxProps) {
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

/** A colour choice's label: the dot and the colour's name (colour is never the only sign). */
export function ColorLabel({ color, gap }: { color: EventColor; gap: number }) {
  const { t } = useTranslation('calendar')
  return (
    <Group gap={gap} wrap="nowrap">
      <ColorSwatch color={color} />
      {t(`colors.${color}`)}
    </Group>
  )
}
