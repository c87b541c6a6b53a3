import {
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconHome, IconLogout, IconRestore, IconSettings, IconUser } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MenuItemLink } from '@/components/menu-item-link'
import { UserAvatar } from '@/components/user-avatar'
import { config } from '@/lib/config'
import { notify } from '@/lib/notify'
import { DASHBOARD_HOME } from '@/lib/router/paths'
import { useAuth } from '@/lib/session/use-auth'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { useResetDemoData } from './api/mutations'
import classes from './account-menu.module.css'

/** The header's account menu: who is signed in, their pages, demo reset, and Logout. */
export function AccountMenu() {
  const { t } = useTranslation()
  const auth = useAuth()
  const navigate = useNavigate()
  const [confirmOpen, confirm] = useDisclosure(false)
  const resetDemo = useResetDemoData()
  const user = useCurrentUser()

  if (!user) return <Skeleton circle height={40} aria-hidden />

  const logout = async () => {
    auth.logout()
    await navigate({ to: '/auth/login' })
  }

  const resetDemoData = () =>
    resetDemo.mutate(undefined, {
      onSuccess: ({ message }) => {
        notify(message)
        // Every cached answer is stale now: start the app again on fresh data.
        window.location.reload()
      },
    })

  return (
    <>
      <Menu width={240} shadow="md">
        <Menu.Target>
          <UnstyledButton className={classes.avatarButton} data-testid="account-menu">
            <UserAvatar user={user} size={36} aria-hidden />
            <span className="sr-only">{t('account.menu', { name: user.displayName })}</span>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Stack gap={2} px="sm" py="xs">
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Text fw={600} size="sm" truncate>
                {user.displayName}
              </Text>
              <Badge size="xs" variant="light" color={user.role === 'admin' ? 'primary' : 'gray'}>
                {t(`account.roles.${user.role}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Stack>
          <Menu.Divider />
          <MenuItemLink {...DASHBOARD_HOME} leftSection={<IconHome size={18} aria-hidden />}>
            {t('account.home')}
          </MenuItemLink>
          <MenuItemLink
            to="/dashboard/user/profile"
            leftSection={<IconUser size={18} aria-hidden />}
          >
            {t('nav.profile')}
          </MenuItemLink>
          <MenuItemLink
            to="/dashboard/user/account"
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            {t('account.settings')}
          </MenuItemLink>
          {/* The server lets only administrators reset the shared demo data. */}
          {config.mockApi && user.role === 'admin' && (
            <>
              <Menu.Divider />
              <Menu.Item leftSection={<IconRestore size={18} aria-hidden />} onClick={confirm.open}>
                {t('account.resetDemo')}
              </Menu.Item>
            </>
          )}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => void logout()}
          >
            {t('account.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <Modal opened={confirmOpen} onClose={confirm.close} title={t('account.resetDemoTitle')}>
        <Text size="sm" mb="lg">
          {t('account.resetDemoBody')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={confirm.close}>
            {t('account.cancel')}
          </Button>
          <Button
            color="red"
            loading={resetDemo.isPending || resetDemo.isSuccess}
            onClick={resetDemoData}
          >
            {t('account.resetDemoConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  )
}
