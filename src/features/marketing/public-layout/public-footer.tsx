import { ActionIcon, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandX,
  IconMail,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import { LogoMark } from '@/components/logo'
import { DASHBOARD_HOME } from '@/lib/router/paths'
import { useAuth } from '@/lib/session/use-auth'
import { CONTACT_EMAIL, PUBLIC_NAV, SOCIAL_LINKS } from './public-nav'
import classes from './public-layout.module.css'

const SOCIAL_ICONS = {
  GitHub: IconBrandGithub,
  X: IconBrandX,
  LinkedIn: IconBrandLinkedin,
  Facebook: IconBrandFacebook,
} as const

export function PublicFooter() {
  const { t } = useTranslation('marketing')
  const { t: tCommon } = useTranslation()
  const { isAuthenticated } = useAuth()
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Group gap="xs">
              <LogoMark size={28} />
              <Text fw={700} size="lg">
                {tCommon('app.name')}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('layout.footer.tagline')}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h6">
              {t('layout.footer.product')}
            </Title>
            {PUBLIC_NAV.map((item) => (
              <AnchorLink key={item.key} {...item.link} size="sm" c="dimmed">
                {tCommon(item.title)}
              </AnchorLink>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h6">
              {t('layout.footer.account')}
            </Title>
            {isAuthenticated ? (
              <AnchorLink {...DASHBOARD_HOME} size="sm" c="dimmed">
                {t('layout.dashboard')}
              </AnchorLink>
            ) : (
              <>
                <AnchorLink to="/auth/login" size="sm" c="dimmed">
                  {t('layout.signIn')}
                </AnchorLink>
                <AnchorLink to="/auth/register" size="sm" c="dimmed">
                  {t('layout.getStarted')}
                </AnchorLink>
              </>
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h6">
              {t('layout.footer.contact')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('layout.footer.contactText')}
            </Text>
            <Anchor href={`mailto:${CONTACT_EMAIL}`} size="sm" className={classes.mail}>
              <IconMail size={16} aria-hidden />
              <span dir="ltr">{CONTACT_EMAIL}</span>
            </Anchor>
            <Group gap={4} mt={4} aria-label={t('layout.footer.socials')} role="group">
              {SOCIAL_LINKS.map(({ network, href }) => {
                const Icon = SOCIAL_ICONS[network]
                return (
                  <ActionIcon
                    key={network}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    size={36}
                    radius="xl"
                    aria-label={t('layout.footer.followOn', { network })}
                  >
                    <Icon size={20} aria-hidden />
                  </ActionIcon>
                )
              })}
            </Group>
          </Stack>
        </SimpleGrid>
        <Group className={classes.legal} justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('layout.footer.rights', { year: new Date().getFullYear() })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('layout.footer.demo')}
          </Text>
        </Group>
      </div>
    </footer>
  )
}
