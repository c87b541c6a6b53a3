/** Tiny schematic pictures of the three layouts for the Layout section. */
const BAR = 'var(--settings-visual-strong)'
const SOFT = 'var(--settings-visual-soft)'

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 64 44" width="64" height="44" aria-hidden focusable="false">
      <rect x="0.5" y="0.5" width="63" height="43" rx="6" fill="none" stroke={SOFT} />
      {children}
    </svg>
  )
}

export const VerticalVisual = () => (
  <Frame>
    <rect x="6" y="6" width="4" height="4" rx="2" fill={BAR} />
    <rect x="6" y="13" width="12" height="3" rx="1.5" fill={BAR} opacity="0.5" />
    <rect x="6" y="19" width="10" height="3" rx="1.5" fill={BAR} opacity="0.3" />
    <rect x="22" y="6" width="36" height="32" rx="4" fill={SOFT} />
  </Frame>
)

export const HorizontalVisual = () => (
  <Frame>
    <rect x="6" y="6" width="4" height="4" rx="2" fill={BAR} />
    <rect x="13" y="6.5" width="14" height="3" rx="1.5" fill={BAR} opacity="0.5" />
    <rect x="30" y="6.5" width="10" height="3" rx="1.5" fill={BAR} opacity="0.3" />
    <rect x="6" y="14" width="52" height="24" rx="4" fill={SOFT} />
  </Frame>
)

export const MiniVisual = () => (
  <Frame>
    <rect x="6" y="6" width="4" height="4" rx="2" fill={BAR} />
    <rect x="6" y="13" width="4" height="3" rx="1.5" fill={BAR} opacity="0.5" />
    <rect x="6" y="19" width="4" height="3" rx="1.5" fill={BAR} opacity="0.3" />
    <rect x="15" y="6" width="43" height="32" rx="4" fill={SOFT} />
  </Frame>
)
