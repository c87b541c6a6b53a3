/**
 * The seven pieces of a tangram, the product's name, drawn a little apart. Decoration only
 * (hidden from screen readers); colours from the theme, so it follows the preset and dark mode.
 */
const PIECES = [
  { points: '0,0 8,0 4,4', fill: 'var(--mantine-color-primary-filled)' },
  { points: '0,0 4,4 0,8', fill: 'var(--mantine-color-primary-4)' },
  { points: '8,4 8,8 4,8', fill: 'var(--mantine-color-cyan-5)' },
  { points: '8,0 8,4 6,2', fill: 'var(--mantine-color-orange-5)' },
  { points: '4,4 6,6 2,6', fill: 'var(--mantine-color-grape-5)' },
  { points: '4,4 6,2 8,4 6,6', fill: 'var(--mantine-color-yellow-5)' },
  { points: '0,8 2,6 6,6 4,8', fill: 'var(--mantine-color-teal-5)' },
] as const

export function TangramArt({ className }: { className?: string }) {
  return (
    <svg viewBox="-0.5 -0.5 9 9" className={className} aria-hidden focusable="false">
      {PIECES.map(({ points, fill }) => (
        <polygon
          key={points}
          points={points}
          fill={fill}
          stroke="var(--mantine-color-body)"
          strokeWidth={0.18}
          strokeLinejoin="round"
        />
      ))}
    </svg>
  )
}
