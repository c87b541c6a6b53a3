/**
 * People pictures drawn in code (never fetched): avatars (a portrait: background, shoulders,
 * neck, head, hair in one of a few styles) and profile covers (layered hills under a soft sky).
 * The number picks everything, so person n always looks the same.
 */
import { hashString, mix } from '../../lib/product-art'

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
