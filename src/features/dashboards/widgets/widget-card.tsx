/**
 * The frame of every dashboard widget: a card with a heading (h2: the page's title is the h1), an
 * optional line under it and actions on the other side (a year switch, a "View all" link).
 */
import { Box, Card, Group, Text, Title, type CardProps } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './widgets.module.css'

export interface WidgetCardProps extends Omit<CardProps, 'title'> {
  title?: ReactNode
  subheader?: ReactNode
  actions?: ReactNode
  children: ReactNode
  'data-testid'?: string
}

export function WidgetCard({ title, subheader, actions, children, ...card }: WidgetCardProps) {
  return (
    <Card padding="lg" radius="lg" className={classes.card} {...card}>
      {(title || actions) && (
        <Group justify="space-between" align="flex-start" gap="xs" mb="md" wrap="nowrap">
          <Box miw={0}>
            {title && (
              <Title order={2} size="h5">
                {title}
              </Title>
            )}
            {subheader && (
              <Text size="sm" c="dimmed">
                {subheader}
              </Text>
            )}
          </Box>
          {actions && <Box className={classes.actions}>{actions}</Box>}
        </Group>
      )}
      {children}
    </Card>
  )
}
