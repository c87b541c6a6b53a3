/**
 * People pictures drawn in code (never fetched): avatars (a portrait: background, shoulders,
 * neck, head, hair in one of a few styles) and profile covers (layered hills under a soft sky).
 * The number picks everything, so person n always looks the same.
 */
import { hashString, mix } from '../../lib/product-art'
import { pictureNumber, type PeoplePicture } from './pictures'

const SKIN = ['#F6D5B8', '#EBC29E', '#D7A27C', '#B97F57', '#8D5A3B', '#6B4129']
const HAIR = [
  '#2B1B12',
  '#4A2E1F',
  '#7A4B2A',
  '#B9854F',
  '#D9B26C',
  '#1C1C1C',
  '#8C8C8C',
  '#A23B2A',
]
const BACKGROUNDS = [
  '#C8FAD6',
  '#CAFDF5',
  '#D6E4FF',
  '#EFD6FF',
  '#FFF5CC',
  '#FFE9D5',
  '#FFE4DE',
  '#DFE3E8',
]
const SHIRTS = [
  '#00A76F',
  '#078DEE',
  '#7635DC',
  '#FF5630',
  '#FFAB00',
  '#1C252E',
  '#22C55E',
  '#006C9C',
]

/** Spreads every input bit over the whole number (FNV alone leaves the high bits alike). */
function avalanche(value: number): number {
  let h = value >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

const pick = <T>(items: readonly T[], hash: number, shift: number): T =>
  items[(avalanche(hash + shift) >>> 3) % items.length] as T

export function renderAvatarSvg(n: number): string {
  const h = hashString(`person-${n}`)
  const skin = pick(SKIN, h, 0)
  const hair = pick(HAIR, h, 5)
  const bg = pick(BACKGROUNDS, h, 10)
  const shirt = pick(SHIRTS, h, 15)
  const style = avalanche(h + 20) % 4
  const hairShapes = [
    // short
    `<path d="M62 78c0-24 16-38 38-38s38 14 38 38c-8-12-22-18-38-18s-30 6-38 18z" fill="${hair}"/>`,
    // long
    `<path d="M58 84c0-28 18-46 42-46s42 18 42 46v50c-6 4-12 6-18 6V80c-6-6-14-10-24-10s-18 4-24 10v60c-6 0-12-2-18-6z" fill="${hair}"/>`,
    // curly
    `<g fill="${hair}">${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<circle cx="${64 + i * 12}" cy="${56 + (i % 2) * 6}" r="14"/>`)
      .join('')}</g>`,
    // bun
    `<circle cx="100" cy="30" r="14" fill="${hair}"/><path d="M62 80c0-24 16-40 38-40s38 16 38 40c-10-10-22-16-38-16s-28 6-38 16z" fill="${hair}"/>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<rect width="200" height="200" fill="${bg}"/>
<path d="M28 200c4-40 34-62 72-62s68 22 72 62z" fill="${shirt}"/>
<rect x="86" y="112" width="28" height="30" rx="12" fill="${mix(skin, '#000000', 0.08)}"/>
<ellipse cx="100" cy="88" rx="36" ry="40" fill="${skin}"/>
${hairShapes[style]}
<circle cx="87" cy="92" r="3.5" fill="#1C252E"/><circle cx="113" cy="92" r="3.5" fill="#1C252E"/>
<path d="M90 108q10 8 20 0" stroke="#1C252E" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>`
}

const SKIES = [
  ['#C8FAD6', '#00A76F'],
  ['#D6E4FF', '#078DEE'],
  ['#EFD6FF', '#7635DC'],
  ['#FFF5CC', '#FFAB00'],
  ['#FFE4DE', '#FF5630'],
  ['#CAFDF5', '#006C9C'],
] as const

export function renderCoverSvg(n: number): string {
  const h = hashString(`cover-${n}`)
  const [light, deep] = pick(SKIES, h, 0)
  const layers = [0.25, 0.5, 0.8]
    .map((amount, i) => {
      const y = 150 + i * 45
      const a = 30 + (avalanche(h + i * 2) % 60)
      const b = 30 + (avalanche(h + i * 2 + 1) % 60)
      return `<path d="M0 ${y}C240 ${y - a} 480 ${y + b} 720 ${y - a / 2}S1040 ${y + b} 1200 ${y - b / 2}V400H0z" fill="${mix(light, deep, amount)}"/>`
    })
    .join('')
  const sunX = 200 + (avalanche(h + 12) % 800)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(light, '#FFFFFF', 0.4)}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#sky)"/>
<circle cx="${sunX}" cy="110" r="56" fill="#FFFFFF" opacity="0.7"/>
${layers}
</svg>`
}

/**
 * Gallery and post pictures (4:3): scene n is a landscape (n % 3 = 0), a city skyline (1) or a
 * still life (2), in one of the sky palettes.
 */
export function renderSceneSvg(n: number): string {
  const h = hashString(`scene-${n}`)
  const [light, deep] = pick(SKIES, h, 3)
  const kind = n % 3
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(light, '#FFFFFF', 0.5)}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#s)"/>`
  if (kind === 0) {
    const peaks = [0, 1, 2]
      .map((i) => {
        const x = 120 + i * 260 + ((h >>> (i * 5)) % 80)
        const top = 170 + ((h >>> (i * 3 + 7)) % 120)
        return `<path d="M${x - 260} 600L${x} ${top}L${x + 260} 600z" fill="${mix(deep, '#1C252E', 0.15 + i * 0.15)}"/><path d="M${x - 52} ${top + 62}L${x} ${top}L${x + 52} ${top + 62}l-18 10-16-12-18 12z" fill="#FFFFFF" opacity="0.85"/>`
      })
      .join('')
    return `${head}
<circle cx="${160 + ((h >>> 9) % 480)}" cy="120" r="48" fill="#FFFFFF" opacity="0.8"/>
${peaks}
<path d="M0 500C200 470 600 530 800 490V600H0z" fill="${mix(light, deep, 0.6)}"/>
</svg>`
  }
  if (kind === 1) {
    const towers: string[] = []
    for (let x = 0, i = 0; x < 800; i += 1) {
      const w = 50 + ((h >>> (i % 24)) % 50)
      const top = 180 + ((h >>> ((i * 7) % 26)) % 220)
      const body = mix(deep, '#1C252E', 0.3 + (i % 3) * 0.15)
      const windows: string[] = []
      for (let y = top + 20; y < 560; y += 34)
        for (let wx = x + 10; wx < x + w - 14; wx += 18)
          if ((hashString(`${n}-${wx}-${y}`) & 3) !== 0)
            windows.push(`<rect x="${wx}" y="${y}" width="8" height="14" rx="1"/>`)
      towers.push(
        `<rect x="${x}" y="${top}" width="${w - 4}" height="${600 - top}" fill="${body}"/><g fill="#FFF5CC" opacity="0.8">${windows.join('')}</g>`,
      )
      x += w
    }
    return `${head}
<circle cx="${140 + ((h >>> 11) % 520)}" cy="110" r="40" fill="#FFFFFF" opacity="0.75"/>
${towers.join('')}
</svg>`
  }
  const fruit = pick(['#FF5630', '#FFAB00', '#22C55E', '#7635DC'], h, 13)
  const vase = pick(['#078DEE', '#00A76F', '#B76E00', '#1C252E'], h, 17)
  return `${head}
<rect y="420" width="800" height="180" fill="${mix(deep, '#1C252E', 0.35)}"/>
<path d="M300 430c-40-60-40-150 10-190h80c50 40 50 130 10 190z" fill="${vase}"/>
<rect x="320" y="220" width="60" height="30" rx="8" fill="${mix(vase, '#000000', 0.2)}"/>
<path d="M350 220c-20-60-70-90-100-100M350 220c10-70 40-100 80-120M350 220c-4-50 6-90 0-130" stroke="#22704A" stroke-width="6" fill="none"/>
<circle cx="250" cy="118" r="22" fill="${mix(fruit, '#FFFFFF', 0.4)}"/><circle cx="432" cy="98" r="24" fill="${mix(fruit, '#FFFFFF', 0.2)}"/><circle cx="350" cy="86" r="20" fill="${fruit}"/>
<ellipse cx="560" cy="424" rx="120" ry="14" fill="#000000" opacity="0.15"/>
<circle cx="520" cy="390" r="36" fill="${fruit}"/><circle cx="590" cy="396" r="30" fill="${mix(fruit, '#000000', 0.15)}"/><circle cx="556" cy="352" r="28" fill="${mix(fruit, '#FFFFFF', 0.25)}"/>
</svg>`
}

const DRAW: Record<PeoplePicture, (n: number) => string> = {
  avatars: renderAvatarSvg,
  covers: renderCoverSvg,
  gallery: renderSceneSvg,
}

/** The `kind` picture its seed names (`covers`, `cover-12`), or null when it names none. */
export function drawPeoplePicture(kind: PeoplePicture, seed: string): string | null {
  const n = pictureNumber(kind, seed)
  return n === null ? null : DRAW[kind](n)
}
