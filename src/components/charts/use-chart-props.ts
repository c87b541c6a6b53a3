import { useDirection, useMantineTheme } from '@mantine/core'
import { useFormatters } from '@/lib/i18n/format'
import type { ColorPreset } from '@/lib/settings/settings'
import { seriesColors } from './chart-colors'
import { chartFormatters, monthLabels, type ChartValueKind } from './chart-format'
import { cartesianMirror, roundMirror } from './chart-mirror'

/**
 * What every chart of the app shares, ready to spread on Mantine's AreaChart, BarChart or
 * LineChart (`cartesian`) or DonutChart (`round`): mirrored in rtl, numbers in the reader's
 * language, colours from the preset. The direction is the nearest DirectionProvider's, so a
 * chart in an ltr preview frame on an Arabic page is drawn ltr.
 */
export function useChartProps(kind: ChartValueKind = 'number') {
  const { dir } = useDirection()
  const format = useFormatters()
  const theme = useMantineTheme()
  const preset = (theme.other.preset ?? 'default') as ColorPreset
  const numbers = chartFormatters(format.locale, kind)
  const mirror = cartesianMirror(dir)
  return {
    dir,
    numbers,
    colors: (count: number) => seriesColors(preset, count),
    months: (start: string, count: number) => monthLabels(format.locale, start, count),
    cartesian: {
      ...mirror,
      // Ticks short ("12K"), tooltips in full.
      yAxisProps: { ...mirror.yAxisProps, tickFormatter: numbers.tick },
      // The picture is drawn left to right; cartesianMirror turns what reads (see there).
      dir: 'ltr' as const,
      valueFormatter: numbers.value,
      // The figure's table is what assistive technology reads; the SVG is its picture.
      accessibilityLayer: false,
    },
    round: {
      ...roundMirror(dir),
      valueFormatter: numbers.value,
      accessibilityLayer: false,
      // A pie takes the focus by default even without the accessibility layer.
      pieProps: { rootTabIndex: -1 },
    },
  }
}
