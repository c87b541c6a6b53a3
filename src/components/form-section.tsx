import { Card, Grid, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

interface FormSectionProps {
  title: string
  description: string
  children: ReactNode
}

/** A titled part of an editor form: heading and hint beside (or above) a card of fields. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const id = useId()
  return (
    <Grid gap="lg" component="section" aria-labelledby={id}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card padding="lg">{children}</Card>
      </Grid.Col>
    </Grid>
  )
}
