import { VisuallyHidden, type MantineColorsTuple } from '@mantine/core'
import classes from './colors.module.css'

interface ShadeRowProps {
  tuple: MantineColorsTuple
  /** The shade filled surfaces use (buttons, badges). */
  marked?: number
  markLabel?: string
}

/**
 * A colour's ten shades, 0 to 9, each with its index and hex value. The labels sit under the
 * swatches, on the page: mid-tone swatches give small text too little contrast in any colour.
 */
export function ShadeRow({ tuple, marked, markLabel }: ShadeRowProps) {
  return (
    <ol className={classes.row}>
      {tuple.map((hex, shade) => (
        <li key={shade} className={classes.item}>
          <span
            className={classes.swatch}
            style={{ background: hex }}
            data-marked={shade === marked || undefined}
          />
          <span className={classes.shade}>
            {shade}
            {shade === marked && (
              <>
                <span aria-hidden> ●</span>
                <VisuallyHidden>{markLabel}</VisuallyHidden>
              </>
            )}
          </span>
          <span className={classes.hex}>{hex.toUpperCase()}</span>
        </li>
      ))}
    </ol>
  )
}
