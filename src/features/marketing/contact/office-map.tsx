import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { OFFICES, type Office } from './offices'
import { landDots, mapHeight, project } from './world-map'
import classes from './contact.module.css'

const WIDTH = 720
const HEIGHT = mapHeight(WIDTH)
// Computed once, on the first visit of the page: about 1,400 dots.
let dots: { x: number; y: number }[] | undefined
const dotsOnce = () => (dots ??= landDots(2.5).map(([lon, lat]) => project(lon, lat, WIDTH)))

/** Labels of neighbouring offices go on opposite sides of their pins. */
const LABEL_BELOW: ReadonlySet<Office['id']> = new Set(['hanoi', 'dubai'])

interface OfficeMapProps {
  /** The office whose card has the pointer or the focus: its pin stands out. */
  active: Office['id'] | null
}

/**
 * The offices on a dotted world map, drawn in SVG from `world-map.ts`. Geography does not turn
 * around in Arabic: the map stays as it is in every direction (the labels read in the language).
 */
export function OfficeMap({ active }: OfficeMapProps) {
  const { t } = useTranslation('support')
  const format = useFormatters()
  const cities = OFFICES.map((office) => t(`offices.${office.id}.city`))
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT.toFixed(0)}`}
      className={classes.map}
      role="img"
      aria-labelledby="office-map-title"
      data-testid="office-map"
      direction="ltr"
    >
      <title id="office-map-title">{t('contact.mapLabel', { cities: format.list(cities) })}</title>
      <g className={classes.land}>
        {dotsOnce().map(({ x, y }) => (
          <circle key={`${x}:${y}`} cx={x} cy={y} r={1.6} />
        ))}
      </g>
      {OFFICES.map((office, index) => {
        const { x, y } = project(office.lon, office.lat, WIDTH)
        const below = LABEL_BELOW.has(office.id)
        return (
          <g
            key={office.id}
            className={classes.pin}
            data-active={active === office.id || undefined}
            data-testid={`pin-${office.id}`}
          >
            <circle cx={x} cy={y} r={10} className={classes.pinHalo} />
            <circle cx={x} cy={y} r={4.5} className={classes.pinDot} />
            <text
              x={x}
              y={below ? y + 22 : y - 13}
              textAnchor="middle"
              className={classes.pinLabel}
            >
              {cities[index]}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
