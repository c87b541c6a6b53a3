import { ColorSwatch, Group, Text } from '@mantine/core'

/** A few colour swatches and "+N" for the rest. Decorative: names go in the label around them. */
export function ColorDots({
  colors,
  max = 3,
  size = 14,
}: {
  colors: string[]
  max?: number
  size?: number
}) {
  const shown = colors.slice(0, max)
  return (
    <Group gap={0} wrap="nowrap" aria-hidden>
      {shown.map((color, index) => (
        <ColorSwatch
          key={color}
          color={color}
          size={size}
          style={{ marginInlineStart: index ? -4 : 0, boxShadow: '0 0 0 2px var(--app-surface)' }}
        />
      ))}
      {colors.length > max && (
        <Text size="xs" c="dimmed" ms={6}>
          +{colors.length - max}
        </Text>
      )}
    </Group>
  )
}
