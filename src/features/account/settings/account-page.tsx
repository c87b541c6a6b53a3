import { Tabs } from '@mantine/core'
import { IconShieldLock, IconUserCircle } from '@tabler/icons-react'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { PageLoader } from '@/components/loading-screen'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { GeneralForm } from './general-form'
import { SecurityForm } from './security-form'

const route = getRouteApi('/dashboard/user/account')

/** Account settings: profile details and password. The open tab lives in the URL (?tab=). */
export function AccountPage() {
  const { t } = useTranslation('auth')
  const user = useCurrentUser()
  const tab = route.useSearch().tab ?? 'general'
  const navigate = route.useNavigate()
  if (!user) return <PageLoader />
  return (
    <>
      <PageHeader />
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate({ search: value === 'security' ? { tab: 'security' } : {}, replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="general" leftSection={<IconUserCircle size={18} aria-hidden />}>
            {t('account.general')}
          </Tabs.Tab>
          <Tabs.Tab value="security" leftSection={<IconShieldLock size={18} aria-hidden />}>
            {t('account.security')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          <GeneralForm user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityForm />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}
