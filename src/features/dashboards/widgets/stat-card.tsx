/**
 * A figure of the period with its trend against the period before and a sparkline of its course:
 * "Total balance $18,765.00, up 2.6% on the previous period".
 */
import { Box, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconTrendingDown, IconTrendingUp, type Icon } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Stat } from '@/lib/api/schemas/dashboards'
import { useFormatters } from '@/lib/i18n/format'
import { StatSparkline } from './sparkline'
import classes from './widgets.module.css'

interface StatCardProps {
  title: string
  /** The figure as shown ("$18,765.00", "4,876"). */
  value: string
  stat: Pick<Stat, 'change' | 'series'>
  /** The sparkline's colour (a Mantine colour, e.g. 'primary', 'cyan.6'). */
  color?: string
  /** An icon on a tint of `color` above the title (optional; decorative). */
  icon?: Icon
  /** A rise is bad news (expenses, cancellations): shown in red, a fall in green. */
  lowerIsBetter?: boolean
  'data-testid'?: string
}

export function StatCard({
  title,
  value,
  stat,
  color = 'primary',
  icon: StatIcon,
  lowerIsBetter = false,
  ...rest
}: StatCardProps) {
  const sparkline = stat.series.length > 1 && (
    <Box flex="none">
      <StatSparkline series={stat.series} color={color} />
    </Box>
  )
  const figure = (
    <>
      <Title order={2} size="sm" fw={600}>
        {title}
      </Title>
      <Text className={classes.statValue} data-testid="stat-value">
        {value}
      </Text>
      <Trend change={stat.change} lowerIsBetter={lowerIsBetter} />
    </>
  )
  return (
    <Card padding="lg" radius="lg" className={classes.card} data-testid={rest['data-testid']}>
      {StatIcon ? (
        // With an icon, the icon and the sparkline share the top row and the words get the
        // card's whole width (four cards in a row leave no room for both side by side).
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb={6}>
            {/* A shade ('cyan.6') would make the light variant filled: the hue only. */}
            <ThemeIcon
              variant="light"
              color={color.split('.')[0]}
              size={48}
              radius="md"
              aria-hidden
            >
              <StatIcon size={26} stroke={1.6} />
            </ThemeIcon>
            {sparkline}
          </Group>
          {figure}
        </Stack>
      ) : (
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
          <Stack gap={6} miw={0}>
            {figure}
          </Stack>
          {sparkline}
        </Group>
      )}
    </Card>
  )
}

/**
 * "+2.6% on the previous period", with an arrow; "New this period" when there was nothing before.
 * The arrow follows the sign, the colour the news: green when the figure moved the right way (up,
 * or down with `lowerIsBetter`), red otherwise (`data-trend="good" | "bad"`).
 */
export function Trend({
  change,
  lowerIsBetter = false,
}: {
  change: number | null
  lowerIsBetter?: boolean
}) {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  if (change === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('trend.new')}
      </Text>
    )
  }
  const up = change >= 0
  const good = change === 0 || up !== lowerIsBetter
  const tone = good ? classes.trendGood : classes.trendBad
  const percent = format
    .numberFormat({ style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })
    .format(change)
  const Icon = up ? IconTrendingUp : IconTrendingDown
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={18} className={tone} aria-hidden />
      <Text size="sm" data-testid="stat-trend">
        <Text span fw={600} inherit className={tone} data-trend={good ? 'good' : 'bad'}>
          {percent}
        </Text>{' '}
        <Text span c="dimmed" inherit>
          {t('trend.previous')}
        </Text>
      </Text>
    </Group>
  )
}
