import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconChartDots3, IconLanguage, IconShieldLock } from '@tabler/icons-react'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguagePicker } from '@/components/language-picker'
import { Logo } from '@/components/logo'
import { AuthIllustration } from './auth-illustration'
import classes from './auth.module.css'

/** The side panel greets each page for what it is for; sign-in is the default. */
const HEADINGS = {
  '/auth/register': 'layout.register',
  '/auth/verify': 'layout.verify',
  '/auth/reset-password': 'layout.reset',
  '/auth/new-password': 'layout.newPassword',
} as const

const headingKey = (pathname: string) =>
  HEADINGS[pathname.replace(/\/+$/, '') as keyof typeof HEADINGS] ?? 'layout.welcome'

/** Split layout of the sign-in pages: a welcome panel (from 900 px) and the form. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth')
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const points = [
    { icon: IconShieldLock, text: t('layout.pointSecure') },
    { icon: IconLanguage, text: t('layout.pointLanguages') },
    { icon: IconChartDots3, text: t('layout.pointAreas') },
  ]
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <Logo withName />
        <LanguagePicker />
      </header>
      <section className={classes.hero} aria-hidden>
        <Stack gap="xl" maw={440}>
          <Title order={2} className={classes.heroTitle}>
            {t(headingKey(pathname))}
          </Title>
          <div className={classes.heroArt}>
            <AuthIllustration />
          </div>
          <Stack gap="sm">
            {points.map(({ icon: Icon, text }) => (
              <Group key={text} gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="md" size={36}>
                  <Icon size={20} />
                </ThemeIcon>
                <Text size="sm">{text}</Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      </section>
      <main id="main-content" className={classes.main}>
        <div className={classes.card}>{children}</div>
      </main>
    </div>
  )
}
