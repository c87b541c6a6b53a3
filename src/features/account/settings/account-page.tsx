import { ScrollArea, Tabs } from '@mantine/core'
import {
  IconBell,
  IconReceipt,
  IconShare,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { PageLoader } from '@/components/loading-screen'
import { useCurrentUser } from '@/lib/session/use-current-user'
import classes from './account-page.module.css'
import { BillingTab } from './billing/billing-tab'
import { GeneralForm } from './general-form'
import { NotificationsForm } from './notifications-form'
import { SecurityForm } from './security-form'
import { SocialLinksForm } from './social-links-form'
import { ACCOUNT_TABS, isLinkedTab, type AccountTab } from './tabs'

const route = getRouteApi('/dashboard/user/account')

const ICONS = {
  general: IconUserCircle,
  billing: IconReceipt,
  notifications: IconBell,
  social: IconShare,
  security: IconShieldLock,
} satisfies Record<AccountTab, unknown>

/** Account settings, one tab each; the open tab lives in the URL (?tab=), General when absent. */
export function AccountPage() {
  const { t } = useTranslation('account')
  const user = useCurrentUser()
  const search = route.useSearch()
  // The router keeps unknown values a parent route passed through: check again here.
  const tab: AccountTab = isLinkedTab(search.tab ?? null) ? (search.tab ?? 'general') : 'general'
  const navigate = route.useNavigate()
  const listRef = useRef<HTMLDivElement>(null)
  // On a phone the open tab may sit past the edge (a link to ?tab=security): bring it into view.
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [tab, user])
  if (!user) return <PageLoader />
  return (
    <>
      <PageHeader />
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate({ search: isLinkedTab(value) ? { tab: value } : {}, replace: true })
        }
        keepMounted={false}
      >
        <ScrollArea type="never" mb="lg">
          <Tabs.List ref={listRef} aria-label={t('settings.tabs')} className={classes.tabsList}>
            {ACCOUNT_TABS.map((value) => {
              const Icon = ICONS[value]
              return (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} aria-hidden />}>
                  {t(`settings.tab.${value}`)}
                </Tabs.Tab>
              )
            })}
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value="general">
          <GeneralForm user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="billing">
          <BillingTab />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationsForm />
        </Tabs.Panel>
        <Tabs.Panel value="social">
          <SocialLinksForm user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityForm />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}
