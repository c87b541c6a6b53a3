import { Box, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './status-view.module.css'

interface StatusViewProps {
  title: string
  description: ReactNode
  illustration: ReactNode
  actions?: ReactNode
  /** The page's main heading, or a section heading when shown inside another page. */
  headingOrder?: 1 | 2
  children?: ReactNode
}

/** The shared look of the 403/404/500, maintenance and empty-access pages. */
export function StatusView({
  title,
  description,
  illustration,
  actions,
  headingOrder = 1,
  children,
}: StatusViewProps) {
  return (
    <Stack className={classes.root} align="center" gap="lg">
      <Title order={headingOrder} className={classes.title}>
        {title}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {description}
      </Text>
      <Box className={classes.illustration}>{illustration}</Box>
      {children}
      {actions}
    </Stack>
  )
}
