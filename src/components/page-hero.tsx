import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './page-hero.module.css'

interface PageHeroProps {
  eyebrow: string
  title: string
  subtitle: string
  /** Under the subtitle: a switch, a search box. */
  children?: ReactNode
}

/** The top of every public page (pricing, contact, FAQs, the components gallery): a small label, the page's h1 and a line that says what it is. */
export function PageHero({ eyebrow, title, subtitle, children }: PageHeroProps) {
  return (
    <Stack gap="md" align="center" ta="center" className={classes.hero}>
      <Text className={classes.eyebrow}>{eyebrow}</Text>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <Text c="dimmed" size="lg" maw={560}>
        {subtitle}
      </Text>
      {children}
    </Stack>
  )
}
