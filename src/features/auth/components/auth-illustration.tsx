/** A dashboard sketch in the theme's colours for the sign-in panel. */
const P = (shade: number) => `var(--mantine-color-primary-${shade})`

export function AuthIllustration() {
  return (
    <svg viewBox="0 0 420 280" width="100%" height="100%" focusable="false">
      <rect
        x="20"
        y="20"
        width="380"
        height="240"
        rx="20"
        fill="var(--app-surface)"
        stroke="var(--app-border)"
      />
      <rect x="40" y="44" width="90" height="12" rx="6" fill={P(2)} />
      <rect x="40" y="76" width="100" height="164" rx="12" fill={P(0)} />
      <rect x="56" y="96" width="60" height="8" rx="4" fill={P(4)} />
      <rect x="56" y="116" width="48" height="8" rx="4" fill={P(3)} />
      <rect x="56" y="136" width="54" height="8" rx="4" fill={P(3)} />
      <rect x="156" y="76" width="110" height="70" rx="12" fill={P(6)} />
      <rect x="278" y="76" width="102" height="70" rx="12" fill={P(1)} />
      <path
        d="M170 128l20-18 18 10 24-22 22 14"
        stroke="var(--app-surface)"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle
        cx="329"
        cy="111"
        r="22"
        fill="none"
        stroke={P(5)}
        strokeWidth="9"
        strokeDasharray="100 40"
      />
      <rect x="156" y="162" width="224" height="78" rx="12" fill={P(0)} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={176 + i * 34}
          y={226 - (i % 3) * 14 - 20}
          width="18"
          height={(i % 3) * 14 + 20}
          rx="4"
          fill={P(i % 2 ? 4 : 6)}
        />
      ))}
    </svg>
  )
}
