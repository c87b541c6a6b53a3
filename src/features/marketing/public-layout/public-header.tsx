import { ActionIcon, Burger, Drawer, Group, Stack, Tooltip } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconSettings } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LanguagePicker } from '@/components/language-picker'
import { AnchorLink, ButtonLink } from '@/components/link'
import { Logo } from '@/components/logo'
import { DASHBOARD_HOME } from '@/lib/router/paths'
import { useAuth } from '@/lib/session/use-auth'
import { useSettingsContext } from '@/lib/settings/settings-context'
import { PUBLIC_NAV } from './public-nav'
import classes from './public-layout.module.css'

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  return PUBLIC_NAV.map((item) => (
    <AnchorLink
      key={item.key}
      {...item.link}
      className={classes.navLink}
      activeOptions={{ includeSearch: false }}
      onClick={onNavigate}
    >
      {t(item.title)}
    </AnchorLink>
  ))
}

/** The sign-in button, or the way back to the dashboard for someone signed in. */
function AccountButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('marketing')
  const { isAuthenticated } = useAuth()
  return isAuthenticated ? (
    <ButtonLink {...DASHBOARD_HOME} variant="inverse" fullWidth={fullWidth}>
      {t('layout.dashboard')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/auth/login" variant="inverse" fullWidth={fullWidth}>
      {t('layout.signIn')}
    </ButtonLink>
  )
}

export function PublicHeader() {
  const { t } = useTranslation('marketing')
  const { t: tCommon } = useTranslation()
  const { onOpen, open: settingsOpen } = useSettingsContext()
  const [menuOpened, menu] = useDisclosure(false)
  return (
    <header className={classes.header}>
      <Group className={classes.bar} justify="space-between" wrap="nowrap" gap="md">
        <Group gap="xl" wrap="nowrap">
          <Logo withName size={32} />
          <nav aria-label={t('layout.mainNav')} className={classes.desktopNav}>
            <Group gap={4} wrap="nowrap">
              <NavLinks />
            </Group>
          </nav>
        </Group>
        <Group gap={4} wrap="nowrap">
          <LanguagePicker />
          <Tooltip label={tCommon('settings.title')}>
            <ActionIcon
              size={40}
              radius="xl"
              onClick={onOpen}
              aria-label={tCommon('settings.title')}
              aria-haspopup="dialog"
              aria-expanded={settingsOpen}
            >
              <IconSettings size={22} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <div className={classes.desktopOnly}>
            <AccountButton />
          </div>
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            className={classes.mobileOnly}
            aria-label={menuOpened ? t('layout.closeMenu') : t('layout.openMenu')}
            aria-expanded={menuOpened}
            size="sm"
          />
        </Group>
      </Group>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        size="xs"
        position="right"
        title={<Logo withName size={28} />}
        closeButtonProps={{ 'aria-label': t('layout.closeMenu') }}
      >
        <nav aria-label={t('layout.mainNav')}>
          <Stack gap={4}>
            <NavLinks onNavigate={menu.close} />
          </Stack>
        </nav>
        <Stack mt="lg">
          <AccountButton fullWidth />
        </Stack>
      </Drawer>
    </header>
  )
}
