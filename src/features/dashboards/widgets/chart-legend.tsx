/**
 * The legend of a chart with several series (cartesian-chart.tsx, radar-chart.tsx): a dot of each
 * series' colour and its name; the entry under the pointer is reported, so the chart can bring
 * that series forward.
 */
import classes from './svg-chart.module.css'

interface ChartLegendProps {
  series: ReadonlyArray<{ name: string; label: string }>
  /** A CSS colour per series. */
  colors: readonly string[]
  /** The series whose entry the pointer is on, or null when it leaves. */
  onHighlight: (name: string | null) => void
  /** Centred under a round chart, rather than at the end of a cartesian one's top. */
  centred?: boolean
}

export function ChartLegend({ series, colors, onHighlight, centred = false }: ChartLegendProps) {
  return (
    <div className={classes.legend} data-centred={centred ? '' : undefined}>
      {series.map((one, index) => (
        <div
          key={one.name}
          className={classes.legendItem}
          onPointerEnter={() => onHighlight(one.name)}
          onPointerLeave={() => onHighlight(null)}
        >
          <span className={classes.dot} style={{ background: colors[index] }} />
          {one.label}
        </div>
      ))}
    </div>
  )
}
