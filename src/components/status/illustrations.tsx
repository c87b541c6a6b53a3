/** Illustrations for the status pages, drawn in the theme's colours so they follow the preset. */
import type { ReactNode } from 'react'

const P = (shade: number) => `var(--mantine-color-primary-${shade})`

function Backdrop({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 480 360" width="100%" height="100%" aria-hidden focusable="false">
      <defs>
        <linearGradient id="status-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={P(2)} stopOpacity="0.45" />
          <stop offset="1" stopColor={P(6)} stopOpacity="0.08" />
        </linearGradient>
      </defs>
      <path
        d="M74 231c-21-57 4-134 71-166 67-33 121 7 182 2 61-4 101 25 110 84 9 58-24 119-92 142-68 23-131-6-183-3-51 3-67-2-88-59z"
        fill="url(#status-bg)"
      />
      <ellipse
        cx="240"
        cy="318"
        rx="150"
        ry="10"
        fill="var(--mantine-color-dimmed)"
        opacity="0.18"
      />
      {children}
    </svg>
  )
}

function Digits({ text }: { text: string }) {
  return (
    <text
      x="240"
      y="210"
      textAnchor="middle"
      fontSize="150"
      fontWeight="800"
      fill={P(6)}
      style={{ letterSpacing: '-6px', direction: 'ltr', unicodeBidi: 'bidi-override' }}
    >
      {text}
    </text>
  )
}

export const IllustrationNotFound = () => (
  <Backdrop>
    <Digits text="404" />
    <circle cx="360" cy="92" r="16" fill={P(3)} />
    <circle cx="110" cy="270" r="10" fill={P(4)} />
    <path d="M150 250h180" stroke={P(8)} strokeWidth="6" strokeLinecap="round" opacity="0.5" />
  </Backdrop>
)

export const IllustrationServerError = () => (
  <Backdrop>
    <Digits text="500" />
    <path
      d="M330 70l-20 40h24l-22 44"
      stroke={P(8)}
      strokeWidth="8"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <path d="M150 250h180" stroke={P(8)} strokeWidth="6" strokeLinecap="round" opacity="0.5" />
  </Backdrop>
)

export const IllustrationForbidden = () => (
  <Backdrop>
    <rect x="170" y="150" width="140" height="120" rx="20" fill={P(6)} />
    <path
      d="M200 150v-30a40 40 0 0 1 80 0v30"
      stroke={P(8)}
      strokeWidth="16"
      fill="none"
      strokeLinecap="round"
    />
    <circle cx="240" cy="200" r="14" fill="var(--mantine-color-body)" />
    <rect x="234" y="206" width="12" height="36" rx="6" fill="var(--mantine-color-body)" />
  </Backdrop>
)

export const IllustrationMaintenance = () => (
  <Backdrop>
    <rect x="120" y="110" width="240" height="160" rx="16" fill={P(6)} opacity="0.9" />
    <rect x="136" y="126" width="208" height="110" rx="8" fill="var(--mantine-color-body)" />
    <circle
      cx="240"
      cy="181"
      r="30"
      stroke={P(6)}
      strokeWidth="12"
      fill="none"
      strokeDasharray="18 10"
    />
    <circle cx="240" cy="181" r="10" fill={P(8)} />
    <rect x="210" y="270" width="60" height="26" fill={P(8)} />
  </Backdrop>
)

export const IllustrationComingSoon = () => (
  <Backdrop>
    <path d="M240 70c40 30 56 86 40 150h-80c-16-64 0-120 40-150z" fill={P(6)} />
    <circle cx="240" cy="140" r="18" fill="var(--mantine-color-body)" />
    <path d="M200 190l-30 40h34zM280 190l30 40h-34z" fill={P(8)} />
    <path d="M220 232h40l-20 50z" fill={P(3)} />
  </Backdrop>
)
