/** Hand-drawn, simplified flag icons (4:3). Decorative: the language name is always next to them. */
import type { ReactElement, SVGProps } from 'react'
import type { Language } from './languages'

function starPoints(cx: number, cy: number, outer: number, rotationDeg = 0): string {
  const inner = outer * 0.382
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner
    const angle = ((rotationDeg - 90 + i * 36) * Math.PI) / 180
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`
  }).join(' ')
}

type FlagProps = SVGProps<SVGSVGElement>

function Frame({ children, ...props }: FlagProps & { children: ReactElement[] | ReactElement }) {
  return (
    <svg viewBox="0 0 640 480" width={24} height={18} aria-hidden focusable="false" {...props}>
      {children}
    </svg>
  )
}

export const FlagGB = (props: FlagProps) => (
  <Frame {...props}>
    <rect width="640" height="480" fill="#012169" />
    <path d="M0 0L640 480M640 0L0 480" stroke="#FFF" strokeWidth="96" />
    <path d="M0 0L640 480M640 0L0 480" stroke="#C8102E" strokeWidth="32" />
    <path d="M320 0V480M0 240H640" stroke="#FFF" strokeWidth="160" />
    <path d="M320 0V480M0 240H640" stroke="#C8102E" strokeWidth="96" />
  </Frame>
)

export const FlagFR = (props: FlagProps) => (
  <Frame {...props}>
    <rect width="640" height="480" fill="#FFF" />
    <rect width="213.3" height="480" fill="#002395" />
    <rect x="426.7" width="213.3" height="480" fill="#ED2939" />
  </Frame>
)

export const FlagVN = (props: FlagProps) => (
  <Frame {...props}>
    <rect width="640" height="480" fill="#DA251D" />
    <polygon points={starPoints(320, 250, 160)} fill="#FF0" />
  </Frame>
)

export const FlagCN = (props: FlagProps) => (
  <Frame {...props}>
    <rect width="640" height="480" fill="#DE2910" />
    <polygon points={starPoints(120, 125, 75)} fill="#FFDE00" />
    <polygon points={starPoints(240, 50, 25, 23)} fill="#FFDE00" />
    <polygon points={starPoints(290, 100, 25, 46)} fill="#FFDE00" />
    <polygon points={starPoints(290, 170, 25, 70)} fill="#FFDE00" />
    <polygon points={starPoints(240, 220, 25, 21)} fill="#FFDE00" />
  </Frame>
)

/** Sudan: red, white and black bands with a green triangle at the hoist. */
export const FlagSD = (props: FlagProps) => (
  <Frame {...props}>
    <rect width="640" height="480" fill="#FFF" />
    <rect width="640" height="160" fill="#D21034" />
    <rect y="320" width="640" height="160" fill="#000" />
    <polygon points="0,0 240,240 0,480" fill="#007229" />
  </Frame>
)

export const LANGUAGE_FLAGS: Record<Language, (props: FlagProps) => ReactElement> = {
  en: FlagGB,
  fr: FlagFR,
  vi: FlagVN,
  cn: FlagCN,
  ar: FlagSD,
}
