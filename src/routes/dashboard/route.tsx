import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useMemo } from 'react'
import { NotFoundView } from '@/components/status/status-pages'
import { AccountMenu } from '@/features/account/account-menu'
import { ChatLive, useChatUnread } from '@/features/chat/use-chat-badge'
import { NavBadgesProvider } from '@/features/layout/nav/nav-badges'
import { useInboxUnread } from '@/features/mail/use-inbox-unread'
import { NotificationsPopover } from '@/features/notifications/notifications-popover'
import { requireSession } from '@/lib/session/guards'
import { useCurrentRole } from '@/lib/session/use-auth'
import { DashboardLayout } from '@/features/layout/dashboard-layout'

export const Route = createFileRoute('/dashboard')({
  staticData: { title: 'nav.dashboard' },
  // Every dashboard page needs a session; the login page brings the user back here.
  beforeLoad: ({ context, location }) => requireSession(context.store, location),
  component: DashboardRoute,
  // An unknown /dashboard/... address keeps the shell around the 404.
  notFoundComponent: NotFoundView,
})

function DashboardRoute() {
  const role = useCurrentRole()
  const inboxUnread = useInboxUnread()
  const chatUnread = useChatUnread()
  const badges = useMemo(() => ({ mail: inboxUnread, chat: chatUnread }), [inboxUnread, chatUnread])
  return (
    <NavBadgesProvider badges={badges}>
      <DashboardLayout
        role={role}
        headerActions={
          <>
            <NotificationsPopover />
            <AccountMenu />
          </>
        }
      >
        <Outlet />
      </DashboardLayout>
      <ChatLive />
    </NavBadgesProvider>
  )
}
