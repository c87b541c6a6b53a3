/**
 * Colours and seeds of the product illustrations. The seed module uses the same functions, so a
 * product's first colours are the colours its pictures are drawn in.
 */
import { PRODUCT_COLORS as PRODUCT_COLOR_LIST } from '@/lib/api/schemas/product-constants'

export const ART_KINDS = [
  'sneaker',
  'hightop',
  'tshirt',
  'hoodie',
  'tote',
  'backpack',
  'cap',
  'watch',
] as const
export type ArtKind = (typeof ART_KINDS)[number]

/** Colours a product can come in (hex, as the product schema stores them): the shared list. */
export const PRODUCT_COLORS = PRODUCT_COLOR_LIST.map((color) => color.hex)

/** FNV-1a: a stable number for a string, the same in every browser and in Node. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** The main and the second colour of product `number` drawn as `kind`. */
export function artColors(kind: ArtKind, number: number): [string, string] {
  const hash = hashString(`${kind}-${number}`)
  const main = hash % PRODUCT_COLORS.length
  // Any other colour: a step of 1..n-1 never lands on the main one.
  const alt = (main + 1 + ((hash >>> 8) % (PRODUCT_COLORS.length - 1))) % PRODUCT_COLORS.length
  return [PRODUCT_COLORS[main] ?? '#00A76F', PRODUCT_COLORS[alt] ?? '#1C252E']
}

export const productImageUrl = (kind: ArtKind, number: number, view: number) =>
  `/api/images/products/${kind}-${number}-${view}.svg`

export interface ArtSeed {
  kind: ArtKind
  number: number
  /** 1..4: the angle of the picture (side, mirrored, close-up, second colourway). */
  view: number
}

const isKind = (value: string): value is ArtKind => (ART_KINDS as readonly string[]).includes(value)

/**
 * `sneaker-17-2` is product 17 drawn as a sneaker, second view. Any other short seed
 * (`17-2`, `blue-bag`) still gets a stable picture: its kind, colours and view come from its hash.
 */
export function parseArtSeed(seed: string): ArtSeed | null {
  if (!/^[a-z0-9-]{1,64}$/i.test(seed)) return null
  const parts = seed.toLowerCase().split('-')
  const [first, number, view] = parts
  if (parts.length === 3 && first && isKind(first) && /^\d+$/.test(number ?? '') && view) {
    const v = Number(view)
    if (v >= 1 && v <= 4) return { kind: first, number: Number(number), view: v }
  }
  const hash = hashString(seed.toLowerCase())
  return {
    kind: ART_KINDS[hash % ART_KINDS.length] ?? 'sneaker',
    number: hash % 10_000,
    view: 1 + ((hash >>> 12) % 4),
  }
}

// --- colour arithmetic --------------------------------------------------------------------------

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** `a` moved towards `b` by `amount` (0..1). */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [channels(a), channels(b)]
  return toHex(x.map((c, i) => c + ((y[i] ?? 0) - c) * amount))
}

/** Relative luminance (WCAG), 0 black .. 1 white. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Ink that reads on `background`. */
export const inkOn = (background: string) => (luminance(background) > 0.45 ? '#1C252E' : '#FFFFFF')

/** The outline of a shape filled with `fill`: darker, but never pure black on black. */
export const outlineOf = (fill: string) =>
  luminance(fill) < 0.04 ? '#000000' : mix(fill, '#1C252E', 0.45)
