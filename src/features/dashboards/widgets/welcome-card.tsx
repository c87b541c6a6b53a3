/**
 * The greeting at the top of a dashboard: who is signed in, a line about the period, a call to
 * action and a drawing in the preset's colours.
 */
import { Box, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useCurrentUser } from '@/lib/session/use-current-user'
import classes from './welcome-card.module.css'

interface WelcomeCardProps {
  title: ReactNode
  description: ReactNode
  action?: ReactNode
  /** The drawing beside the words; hidden on phones. */
  illustration?: ReactNode
  'data-testid'?: string
}

export function WelcomeCard({
  title,
  description,
  action,
  illustration,
  ...rest
}: WelcomeCardProps) {
  return (
    <Card radius="lg" padding="xl" className={classes.root} data-testid={rest['data-testid']}>
      <Group wrap="nowrap" justify="space-between" align="center" gap="xl" h="100%">
        <Stack gap="md" maw={420} className={classes.text}>
          <Title order={2} className={classes.title}>
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
          {action && <Box>{action}</Box>}
        </Stack>
        {illustration && (
          <Box className={classes.illustration} aria-hidden>
            {illustration}
          </Box>
        )}
      </Group>
    </Card>
  )
}

/** The signed-in person's first name, for the greeting. */
export function useFirstName(): string {
  return useCurrentUser()?.displayName.split(/\s+/)[0] ?? ''
}

/** A person at a desk with charts rising behind, in the theme's primary shades. */
export function WelcomeIllustration() {
  const P = (shade: number) => `var(--mantine-color-primary-${shade})`
  return (
    <svg viewBox="0 0 240 180" width="100%" height="100%" focusable="false">
      <defs>
        <linearGradient id="welcome-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={P(3)} stopOpacity="0.5" />
          <stop offset="1" stopColor={P(7)} stopOpacity="0.12" />
        </linearGradient>
      </defs>
      <path
        d="M36 118c-12-40 10-82 54-96 44-13 70 12 106 16 30 4 40 34 30 62-11 32-45 52-84 54-40 3-94 4-106-36z"
        fill="url(#welcome-bg)"
      />
      <rect x="118" y="48" width="78" height="58" rx="8" fill="var(--mantine-color-body)" />
      <rect x="128" y="84" width="10" height="14" rx="2" fill={P(3)} />
      <rect x="144" y="74" width="10" height="24" rx="2" fill={P(5)} />
      <rect x="160" y="64" width="10" height="34" rx="2" fill={P(6)} />
      <rect x="176" y="58" width="10" height="40" rx="2" fill={P(8)} />
      <path
        d="M126 70l18-8 16 6 24-14"
        stroke={P(9)}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="120" cy="160" rx="88" ry="6" fill="var(--mantine-color-dimmed)" opacity="0.18" />
      <rect x="46" y="124" width="110" height="8" rx="3" fill={P(8)} />
      <rect x="60" y="132" width="6" height="28" fill={P(9)} />
      <rect x="136" y="132" width="6" height="28" fill={P(9)} />
      <circle cx="86" cy="70" r="13" fill="#F5C6A5" />
      <path d="M73 68c0-12 8-18 15-18 9 0 14 7 13 15-5-5-14-6-28 3z" fill="#3B2A22" />
      <path d="M66 124c0-26 8-40 20-40s20 14 20 40z" fill={P(6)} />
      <rect x="92" y="108" width="34" height="18" rx="3" fill="var(--mantine-color-gray-5)" />
    </svg>
  )
}
