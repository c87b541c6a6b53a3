/**
 * The product drawings, in a 400 x 400 box with the ground at y ~ 300. Each shape is painted with
 * its colour, then again with the shared `#shade` gradient, which gives every part some volume.
 */
import { inkOn, mix, outlineOf, type ArtKind } from '../../lib/product-art'

export interface Paint {
  main: string
  alt: string
  /** Which print a garment carries (0..2): the same product keeps it in every view. */
  variant: number
}

const part = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}" stroke="${outlineOf(fill)}" stroke-width="2" stroke-linejoin="round"${extra}/>` +
  `<path d="${d}" fill="url(#shade)"/>`

const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`

const stitch = (d: string, on: string) =>
  line(d, inkOn(on), 1.6, ' stroke-dasharray="5 5" opacity=".45"')

const SOLE = '#F4F1EA'

function sole(p: Paint) {
  const gum = mix(p.alt, '#8A6A4A', 0.6)
  return (
    part(
      'M50 262 C48 288 64 300 92 300 L330 300 C358 300 368 288 366 268 L362 250 L54 250 Z',
      SOLE,
    ) +
    part('M52 284 C58 296 72 300 92 300 L330 300 C352 300 364 294 366 282 Z', gum) +
    stitch('M60 262 L356 262', SOLE)
  )
}

function laces(from: [number, number], count: number, step: [number, number]) {
  let out = ''
  for (let i = 0; i < count; i += 1) {
    const x = from[0] + step[0] * i
    const y = from[1] + step[1] * i
    out += `<circle cx="${x}" cy="${y}" r="2.6" fill="#1C252E" opacity=".7"/>`
    out += line(`M${x - 2} ${y - 2} L${x + 13} ${y - 15}`, '#FFFFFF', 4.5)
    out += line(`M${x - 2} ${y - 2} L${x + 13} ${y - 15}`, '#1C252E', 1, ' opacity=".25"')
  }
  return out
}

function sneaker(p: Paint) {
  return (
    sole(p) +
    part(
      'M56 252 L58 198 C58 184 68 176 82 178 C104 182 122 188 140 180 L156 160 C162 150 174 148 182 154 L226 198 C240 212 260 220 290 222 L328 228 C352 232 364 242 362 252 Z',
      p.main,
    ) +
    part(
      'M300 224 L328 228 C352 232 364 242 362 252 L294 252 C290 240 292 230 300 224 Z',
      mix(p.main, '#FFFFFF', 0.35),
    ) +
    part(
      'M104 248 C150 242 196 222 230 201 C240 210 254 216 272 220 C236 236 178 250 112 252 Z',
      p.alt,
    ) +
    part('M56 252 L58 214 C76 214 92 226 96 252 Z', p.alt) +
    part('M60 200 L54 176 C53 170 60 168 64 172 L72 196 Z', p.alt) +
    `<path d="M78 180 C100 176 126 184 146 174 C138 190 100 192 78 184 Z" fill="#2A2F36" opacity=".85"/>` +
    part(
      'M146 174 C146 148 160 136 178 138 C186 140 188 148 184 156 L160 172 Z',
      mix(p.main, '#FFFFFF', 0.2),
    ) +
    laces([188, 164], 3, [11, 11]) +
    stitch('M112 244 C160 236 202 218 232 206', p.alt) +
    stitch('M66 214 C66 198 72 190 84 190 C104 194 122 198 138 190', p.main)
  )
}

function hightop(p: Paint) {
  return (
    sole(p) +
    part(
      'M56 252 L58 132 C58 110 72 96 96 96 L140 96 C156 96 164 106 166 120 L172 168 L222 204 C238 218 258 222 288 224 L326 228 C352 232 364 242 362 252 Z',
      p.main,
    ) +
    part('M298 226 L326 228 C352 232 364 242 362 252 L292 252 C288 240 290 232 298 226 Z', SOLE) +
    part('M56 252 L58 190 C84 192 100 210 104 252 Z', p.alt) +
    `<path d="M70 104 C92 96 130 96 150 104 C138 114 96 118 74 112 Z" fill="#2A2F36" opacity=".88"/>` +
    part('M140 100 C142 82 160 76 174 82 L178 132 L156 128 Z', mix(p.main, '#FFFFFF', 0.2)) +
    `<circle cx="100" cy="150" r="17" fill="${p.alt}" stroke="${outlineOf(p.alt)}" stroke-width="2"/>` +
    `<circle cx="100" cy="150" r="9" fill="none" stroke="${inkOn(p.alt)}" stroke-width="2" opacity=".7"/>` +
    laces([164, 124], 5, [5, 12]) +
    laces([196, 190], 2, [11, 11]) +
    stitch('M66 200 L66 130 C66 116 76 106 92 106', p.main)
  )
}

/**
 * A T-shirt's print: a bird folded from tangram pieces, a two-tone chest band, or a pocket.
 * Never a framed picture, which reads as a missing image.
 */
function garmentPrint(p: Paint, ink: string) {
  const edge = outlineOf(p.alt)
  switch (p.variant) {
    case 0:
      return (
        `<path d="M168 196 L200 164 L200 196 Z" fill="${p.alt}" stroke="${edge}" stroke-width="1.5"/>` +
        `<path d="M200 164 L232 196 L200 196 Z" fill="${ink}" opacity=".8"/>` +
        `<path d="M200 196 L216 212 L184 212 Z" fill="${p.alt}" stroke="${edge}" stroke-width="1.5"/>` +
        `<path d="M200 164 L214 150 L228 164 Z" fill="${p.alt}" stroke="${edge}" stroke-width="1.5"/>` +
        `<path d="M232 196 L248 188 L240 204 Z" fill="${ink}" opacity=".8"/>`
      )
    case 1:
      return (
        `<path d="M130 146 L270 146 L270 170 L130 170 Z" fill="${p.alt}" stroke="${edge}" stroke-width="1.5"/>` +
        `<path d="M130 176 L270 176 L270 184 L130 184 Z" fill="${ink}" opacity=".7"/>`
      )
    default:
      return (
        `<path d="M222 146 L254 146 L254 178 C254 184 250 188 244 188 L232 188 C226 188 222 184 222 178 Z" fill="${p.alt}" stroke="${edge}" stroke-width="2"/>` +
        stitch('M225 153 L251 153', p.alt)
      )
  }
}

/** A cap's front: a tangram emblem, a band, or a round patch with a star. */
function capPrint(p: Paint) {
  const ink = inkOn(p.alt)
  const edge = outlineOf(p.alt)
  switch (p.variant) {
    case 0:
      return (
        `<path d="M188 190 L204 162 L220 190 Z" fill="${p.alt}" stroke="${edge}" stroke-width="1.5"/>` +
        `<path d="M204 162 L220 190 L228 174 Z" fill="${ink}" opacity=".75"/>`
      )
    case 1:
      return `<path d="M104 196 C170 206 240 206 300 196 L302 210 C240 220 168 220 102 210 Z" fill="${p.alt}" stroke="${edge}" stroke-width="1.5"/>`
    default: {
      const star = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        .map((i) => {
          const r = i % 2 === 0 ? 12 : 5
          const a = (Math.PI / 5) * i - Math.PI / 2
          return `${(204 + r * Math.cos(a)).toFixed(1)} ${(176 + r * Math.sin(a)).toFixed(1)}`
        })
        .join(' L')
      return (
        `<circle cx="204" cy="176" r="22" fill="${p.alt}" stroke="${edge}" stroke-width="2"/>` +
        `<path d="M${star} Z" fill="${ink}" opacity=".85"/>`
      )
    }
  }
}

function tshirt(p: Paint) {
  const ink = inkOn(p.alt)
  return (
    part(
      'M140 92 L172 80 C182 98 218 98 228 80 L260 92 L328 130 L302 186 L272 174 L274 318 C230 326 170 326 126 318 L128 174 L98 186 L72 130 Z',
      p.main,
    ) +
    part('M172 80 C182 98 218 98 228 80 L238 84 C226 112 174 112 162 84 Z', p.alt) +
    part('M328 130 L302 186 L290 181 L316 125 Z', p.alt) +
    part('M72 130 L98 186 L110 181 L84 125 Z', p.alt) +
    garmentPrint(p, ink) +
    line('M150 214 C158 250 156 284 150 312', '#FFFFFF', 2, ' opacity=".25"') +
    line('M252 220 C246 256 248 288 254 314', '#000000', 2, ' opacity=".08"') +
    stitch('M132 306 C176 314 226 314 270 306', p.main)
  )
}

function hoodie(p: Paint) {
  const hood = mix(p.main, '#1C252E', 0.12)
  return (
    part(
      'M138 98 L262 98 L318 128 C334 172 342 232 346 298 L316 304 C310 252 302 214 292 190 L290 318 C236 328 164 328 110 318 L108 190 C98 214 90 252 84 304 L54 298 C58 232 66 172 82 128 Z',
      p.main,
    ) +
    part('M146 104 C144 60 170 40 200 40 C230 40 256 60 254 104 C238 120 162 120 146 104 Z', hood) +
    `<path d="M166 102 C166 74 182 60 200 60 C218 60 234 74 234 102 C222 110 178 110 166 102 Z" fill="#2A2F36" opacity=".85"/>` +
    line('M186 110 L182 166', '#FFFFFF', 3.5) +
    line('M214 110 L218 166', '#FFFFFF', 3.5) +
    `<circle cx="182" cy="170" r="4" fill="${p.alt}"/><circle cx="218" cy="170" r="4" fill="${p.alt}"/>` +
    part('M148 240 L252 240 L268 292 L132 292 Z', mix(p.main, '#1C252E', 0.08)) +
    part('M110 304 L290 304 L290 318 C236 328 164 328 110 318 Z', p.alt) +
    part('M54 298 L84 304 L82 318 L52 312 Z', p.alt) +
    part('M346 298 L316 304 L318 318 L348 312 Z', p.alt) +
    stitch('M150 248 L250 248', p.main)
  )
}

function tote(p: Paint) {
  return (
    line('M134 152 C132 78 182 70 188 152', p.alt, 11) +
    line('M212 152 C218 70 268 78 266 152', p.alt, 11) +
    part(
      'M94 150 L306 150 L324 316 C325 324 320 330 312 330 L88 330 C80 330 75 324 76 316 Z',
      p.main,
    ) +
    part('M86 226 L314 226 L318 262 L82 262 Z', p.alt) +
    stitch('M98 162 L302 162', p.main) +
    `<rect x="176" y="276" width="48" height="30" rx="4" fill="${mix(p.main, '#FFFFFF', 0.55)}" stroke="${outlineOf(p.main)}" stroke-width="1.5"/>` +
    line(
      'M186 288 L214 288 M186 296 L206 296',
      inkOn(mix(p.main, '#FFFFFF', 0.55)),
      2,
      ' opacity=".5"',
    )
  )
}

function backpack(p: Paint) {
  return (
    line('M176 70 C176 40 224 40 224 70', mix(p.main, '#1C252E', 0.35), 8) +
    part(
      'M118 112 C118 84 140 66 170 66 L230 66 C260 66 282 84 282 112 L290 302 C290 318 280 328 264 328 L136 328 C120 328 110 318 110 302 Z',
      p.main,
    ) +
    line('M132 140 C152 116 248 116 268 140', '#1C252E', 2.5, ' opacity=".5"') +
    part(
      'M142 214 L258 214 C268 214 274 222 274 232 L274 296 C274 308 266 314 256 314 L144 314 C134 314 126 308 126 296 L126 232 C126 222 132 214 142 214 Z',
      p.alt,
    ) +
    line('M140 236 L260 236', inkOn(p.alt), 2, ' opacity=".45"') +
    `<rect x="232" y="228" width="8" height="18" rx="3" fill="${inkOn(p.alt)}" opacity=".8"/>` +
    line('M112 160 L104 288', mix(p.main, '#1C252E', 0.35), 7) +
    line('M288 160 L296 288', mix(p.main, '#1C252E', 0.35), 7) +
    stitch('M128 104 C140 84 260 84 272 104', p.main)
  )
}

function cap(p: Paint) {
  return (
    part('M266 226 C312 220 352 228 370 246 C340 258 296 256 262 248 Z', p.alt) +
    part('M96 236 C96 150 144 104 204 104 C264 104 306 150 306 236 Z', p.main) +
    line('M204 106 C176 140 164 190 166 236', outlineOf(p.main), 2, ' opacity=".6"') +
    line('M204 106 C232 140 246 190 246 236', outlineOf(p.main), 2, ' opacity=".6"') +
    `<circle cx="204" cy="104" r="7" fill="${p.alt}" stroke="${outlineOf(p.alt)}" stroke-width="2"/>` +
    capPrint(p) +
    part(
      'M96 226 C160 238 244 238 306 226 L306 238 C244 250 160 250 96 238 Z',
      mix(p.main, '#1C252E', 0.2),
    ) +
    stitch('M110 214 C160 226 246 226 294 214', p.main)
  )
}

function watch(p: Paint) {
  const dial = mix(p.alt, '#1C252E', 0.25)
  const ink = inkOn(dial)
  let markers = ''
  for (let i = 0; i < 12; i += 1) {
    const long = i % 3 === 0
    markers += `<rect x="198" y="${long ? 150 : 152}" width="4" height="${long ? 14 : 8}" rx="2" fill="${ink}" transform="rotate(${i * 30} 200 200)"/>`
  }
  return (
    part('M168 34 L232 34 L226 142 L174 142 Z', p.main) +
    part('M174 258 L226 258 L232 366 L168 366 Z', p.main) +
    `<circle cx="200" cy="318" r="3.5" fill="#1C252E" opacity=".5"/><circle cx="200" cy="338" r="3.5" fill="#1C252E" opacity=".5"/>` +
    `<rect x="270" y="188" width="18" height="24" rx="5" fill="#ADB5BD" stroke="#637381" stroke-width="2"/>` +
    `<circle cx="200" cy="200" r="78" fill="url(#metal)" stroke="#637381" stroke-width="2.5"/>` +
    `<circle cx="200" cy="200" r="64" fill="${dial}" stroke="${outlineOf(dial)}" stroke-width="2"/>` +
    markers +
    `<rect x="226" y="192" width="18" height="16" rx="2" fill="#FFFFFF" stroke="${outlineOf(dial)}"/>` +
    line('M200 200 L200 158', ink, 5) +
    line('M200 200 L232 214', ink, 4) +
    line('M200 212 L200 146', p.main === '#FFFFFF' ? '#FF5630' : p.main, 1.8) +
    `<circle cx="200" cy="200" r="6" fill="${ink}"/>` +
    `<path d="M148 160 C160 140 182 130 204 130" fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round" opacity=".18"/>`
  )
}

export const SHAPES: Record<ArtKind, (paint: Paint) => string> = {
  sneaker,
  hightop,
  tshirt,
  hoodie,
  tote,
  backpack,
  cap,
  watch,
}
