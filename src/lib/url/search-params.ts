/**
 * Typed URL search params without zod: route `validateSearch` functions run in the entry bundle,
 * so they are built from these small parsers instead. A parser turns one raw value (a string
 * from a hand-written address, or the JSON value the router decoded) into a typed value, or
 * `undefined` when it is absent or malformed: a bad address never breaks a page, it just falls
 * back to the default.
 */

/** Reads one raw search value; `undefined` means "leave it out of the URL". */
export type Param<T> = (raw: unknown) => T | undefined

export type ParamShape = Record<string, Param<unknown>>

/** The parsed search of a shape: every key optional, absent when it did not parse. */
export type Parsed<S extends ParamShape> = {
  [K in keyof S]?: S[K] extends Param<infer T> ? T : never
}

/**
 * Parses `raw` with each parser of `shape`. Keys come out in the shape's order (the canonical
 * order: the same view is always the same address and the same query key) and only when set.
 */
export function parseSearch<S extends ParamShape>(
  raw: Record<string, unknown>,
  shape: S,
): Parsed<S> {
  const result: Record<string, unknown> = {}
  for (const [key, param] of Object.entries(shape)) {
    const value = param(raw[key])
    if (value !== undefined) result[key] = value
  }
  return result as Parsed<S>
}

/** Free text (a search box): trimmed, cut to `max` characters; empty is absent. */
export const text =
  (max: number): Param<string> =>
  (raw) => {
    if (typeof raw !== 'string') return undefined
    const value = raw.trim()
    return value ? value.slice(0, max) : undefined
  }

/**
 * A string kept exactly as written (an id, an address, an e-mail), only when it is non-empty,
 * at most `max` characters long and, when given, matches `pattern`.
 */
export const verbatim =
  ({ max = Infinity, pattern }: { max?: number; pattern?: RegExp } = {}): Param<string> =>
  (raw) =>
    typeof raw === 'string' &&
    raw.length > 0 &&
    raw.length <= max &&
    (!pattern || pattern.test(raw))
      ? raw
      : undefined

const numberOf = (raw: unknown): number =>
  typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN

/** One of the allowed values (numbers also from their digits, e.g. '25'). */
export const oneOf =
  <T extends string | number>(allowed: readonly T[]): Param<T> =>
  (raw) =>
    allowed.find((value) => value === raw || (typeof value === 'number' && numberOf(raw) === value))

/** A finite number within [min, max]. */
export const num =
  ({ min = -Infinity, max = Infinity }: { min?: number; max?: number } = {}): Param<number> =>
  (raw) => {
    const value = numberOf(raw)
    return Number.isFinite(value) && value >= min && value <= max ? value : undefined
  }

/** A whole number within [min, max]. */
export const int =
  (range: { min?: number; max?: number } = {}): Param<number> =>
  (raw) => {
    const value = num(range)(raw)
    return value !== undefined && Number.isInteger(value) ? value : undefined
  }

/** A flag: present (true or 'true') or absent; false is the default and stays out of the URL. */
export const flag: Param<true> = (raw) => (raw === true || raw === 'true' ? true : undefined)

/** A real calendar day written 'YYYY-MM-DD' (no 2027-02-30). */
export const isoDay: Param<string> = (raw) => {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined
  const [year, month, day] = raw.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? raw
    : undefined
}

/**
 * A list, from an array or a comma-separated string: each item through `item`, the bad ones and
 * repeats dropped; empty is absent. With `order`, items come out in that order (a canonical
 * address whatever order they were picked in), otherwise in the order given.
 */
export const list =
  <T>(item: Param<T>, { order }: { order?: readonly T[] } = {}): Param<T[]> =>
  (raw) => {
    const items = Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? raw.split(',') : []
    const parsed = new Set<T>()
    for (const value of items) {
      const result = item(typeof value === 'string' ? value.trim() : value)
      if (result !== undefined) parsed.add(result)
    }
    const values = order ? order.filter((value) => parsed.has(value)) : [...parsed]
    return values.length ? values : undefined
  }

/** Applies `change` to what `param` parsed (e.g. upper-case a colour). */
export const map =
  <T, U>(param: Param<T>, change: (value: T) => U | undefined): Param<U> =>
  (raw) => {
    const value = param(raw)
    return value === undefined ? undefined : change(value)
  }

/** Leaves `fallback` out of the URL: the default is the absence of the param. */
export const withoutDefault =
  <T>(param: Param<T>, fallback: T): Param<T> =>
  (raw) => {
    const value = param(raw)
    return value === fallback ? undefined : value
  }
