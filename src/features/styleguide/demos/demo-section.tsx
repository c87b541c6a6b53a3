import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface DemoSectionProps {
  title: string
  /** One line on when to pick this variant. */
  hint?: string
  children: ReactNode
}

/** One group of variants in a demo (sizes, colours, states...), headed at level 3. */
export function DemoSection({ title, hint, children }: DemoSectionProps) {
  return (
    <Stack gap="sm" component="section">
      <div>
        <Title order={3} size="h5">
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  )
}

/** The sections of a demo, spaced alike on every page. */
export function DemoStack({ children }: { children: ReactNode }) {
  return <Stack gap={40}>{children}</Stack>
}
