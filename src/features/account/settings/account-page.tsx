import { ScrollArea, Skeleton, Tabs } from '@mantine/core'
import {
  IconBell,
  IconReceipt,
  IconShare,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react'
import { getRouteApi } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { PageLoader } from '@/components/loading-screen'
import { useCurrentUser } from '@/lib/session/use-current-user'
import classes from './account-page.module.css'
import { GeneralForm } from './general-form'
import { SecurityForm } from './security-form'
import { ACCOUNT_TABS, isLinkedTab, type AccountTab } from './tabs'

const route = getRouteApi('/dashboard/user/account')

// Most visits are to General: the other tabs' code loads when one is opened.
const BillingTab = lazy(() =>
  import('./billing/billing-tab').then((module) => ({ default: module.BillingTab })),
)
const NotificationsForm = lazy(() =>
  import('./notifications-form').then((module) => ({ default: module.NotificationsForm })),
)
const SocialLinksForm = lazy(() =>
  import('./social-links-form').then((module) => ({ default: module.SocialLinksForm })),
)
const tabLoading = <Skeleton height={360} radius="lg" />

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
          <Suspense fallback={tabLoading}>
            <BillingTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <Suspense fallback={tabLoading}>
            <NotificationsForm />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="social">
          <Suspense fallback={tabLoading}>
            <SocialLinksForm user={user} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityForm />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}
