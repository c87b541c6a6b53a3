/**
 * The value axis of a chart: round ticks from zero (or below it, for negative values) past the
 * highest value, about `count` of them, at a step of 1, 2, 2.5, 3, 4, 5, 6 or 8 times a power of
 * ten: $0, $8K, $16K, $24K, $32K for a year whose best month was $30K. File sizes step in powers
 * of 1,024 instead (0, 3 MB, 6 MB, 9 MB, as the app prints sizes), counts in whole numbers.
 */
const STEPS = [1, 2, 2.5, 3, 4, 5, 6, 8, 10]

export interface AxisTicks {
  /** From the lowest to the highest. */
  ticks: number[]
  bottom: number
  top: number
}

export interface AxisOptions {
  /** About this many ticks (5). */
  count?: number
  /** Counts, whose axis has no halves: 0, 1, 2, 3 for a busiest day of 3. */
  integers?: boolean
  /** Bytes: round in kilobytes, megabytes... of 1,024. */
  bytes?: boolean
}

/** The smallest round step at least `rough` (a whole number for counts, in 1,024s for bytes). */
function roundStep(rough: number, { integers = false, bytes = false }: AxisOptions): number {
  if (integers && rough <= 1) return 1
  if (bytes && rough >= 1024) {
    const unit = 1024 ** Math.floor(Math.log(rough) / Math.log(1024))
    return roundStep(rough / unit, {}) * unit
  }
  const power = 10 ** Math.floor(Math.log10(rough))
  const factor =
    STEPS.find(
      (step) => step * power >= rough * (1 - 1e-9) && (!integers || Number.isInteger(step * power)),
    ) ?? 10
  return factor * power
}

export function axisTicks(values: readonly number[], options: AxisOptions = {}): AxisTicks {
  const count = options.count ?? 5
  const finite = values.filter((value) => Number.isFinite(value))
  const high = Math.max(0, ...finite)
  const low = Math.min(0, ...finite)
  // Nothing to scale (no value, or all zero): an axis from 0 to 1 keeps the line at the bottom.
  if (high === low) return { ticks: [0, 1], bottom: 0, top: 1 }
  const step = roundStep((high - low) / (count - 1), options)
  const bottom = Math.floor(low / step) * step
  const top = Math.ceil(high / step) * step
  const ticks: number[] = []
  // Whole steps from the bottom, rounded so 0.1 + 0.2 shows as 0.3.
  for (let index = 0; bottom + index * step <= top + step / 2; index += 1)
    ticks.push(Number((bottom + index * step).toPrecision(12)))
  return { ticks, bottom, top }
}
