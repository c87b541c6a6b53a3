import { Stack, Text, Title } from '@mantine/core'

/** A section's centred title (its `id` names the section) and an optional line under it. */
export function SectionHeading({
  id,
  title,
  subtitle,
}: {
  id: string
  title: string
  subtitle?: string
}) {
  return (
    <Stack gap="xs" ta="center" mb="xl">
      <Title order={2} id={id}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  )
}
