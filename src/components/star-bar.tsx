import type { CSSProperties } from 'react'
import classes from './star-bar.module.css'

export interface StarBarProps {
  /** The rating out of 5; drawn to the nearest half star, as Mantine's `Rating fractions={2}`. */
  value: number
  size?: 'xs' | 'sm' | 'md'
}

/**
 * A rating shown, not asked for: five stars in one element, hidden from assistive technology
 * (the caller says the rating in words beside it or in a label). Mantine's `Rating` readOnly
 * still renders an input, a label and an icon per star and half star (eleven of them for one
 * rating with halves), which a list of products pays on every render. In forced-colors mode the
 * stars' backgrounds are dropped with the rest; the rating's words stay.
 */
export function StarBar({ value, size = 'xs' }: StarBarProps) {
  const halves = Math.min(10, Math.max(0, Math.round(value * 2)))
  return (
    <span
      className={classes.bar}
      data-size={size}
      data-testid="star-bar"
      data-value={halves / 2}
      style={{ '--star-fill': `${halves * 10}%` } as CSSProperties}
      aria-hidden
    />
  )
}
