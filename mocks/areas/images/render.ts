/** A product picture as an SVG document: soft background, floor shadow, the drawing. */
import { artColors, hashString, mix, type ArtSeed } from '../../lib/product-art'
import { SHAPES } from './shapes'

const NEUTRAL_BG = '#F4F6F8'

/** A pastel of `color`; near-black and near-white colours get a neutral tint instead. */
function pastel(color: string, amount: number) {
  const tinted = mix(color, '#FFFFFF', amount)
  return tinted.toLowerCase() === '#ffffff' ? '#EEF1F4' : tinted
}

function blobs(hash: number, color: string) {
  let out = ''
  for (let i = 0; i < 3; i += 1) {
    const h = hashString(`${hash}-${i}`)
    const cx = 40 + (h % 320)
    const cy = 30 + ((h >>> 9) % 140)
    const r = 30 + ((h >>> 17) % 70)
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${i === 0 ? 0.5 : 0.3}"/>`
  }
  return out
}

/** View 2 is the other side, 3 a close-up, 4 the second colourway. */
const TRANSFORMS: Record<number, string> = {
  1: '',
  2: 'translate(400 0) scale(-1 1) rotate(-6 200 230)',
  3: 'translate(200 190) scale(1.45) translate(-220 -190)',
  4: 'rotate(4 200 230)',
}

export function renderProductSvg({ kind, number, view }: ArtSeed): string {
  const [first, second] = artColors(kind, number)
  const [main, alt] = view === 4 ? [second, first] : [first, second]
  const backdrop = view === 3 ? NEUTRAL_BG : pastel(view === 2 ? alt : main, 0.84)
  const hash = hashString(`${kind}-${number}-${view}`)
  const transform = TRANSFORMS[view] ?? ''
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800">',
    `<title>${kind}</title>`,
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${mix(backdrop, '#FFFFFF', 0.45)}"/>`,
    `<stop offset="1" stop-color="${backdrop}"/>`,
    '</linearGradient>',
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#FFFFFF" stop-opacity=".3"/>',
    '<stop offset=".5" stop-color="#FFFFFF" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity=".14"/>',
    '</linearGradient>',
    '<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#F4F6F8"/><stop offset=".5" stop-color="#C4CDD5"/>',
    '<stop offset="1" stop-color="#919EAB"/>',
    '</linearGradient>',
    '<radialGradient id="floor"><stop offset="0" stop-color="#000000" stop-opacity=".22"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>',
    '</defs>',
    '<rect width="400" height="400" fill="url(#bg)"/>',
    blobs(hash, '#FFFFFF'),
    '<ellipse cx="200" cy="318" rx="170" ry="22" fill="url(#floor)"/>',
    `<g${transform ? ` transform="${transform}"` : ''}>${SHAPES[kind]({ main, alt, variant: hashString(`${kind}-${number}`) % 3 })}</g>`,
    '</svg>',
  ].join('')
}
