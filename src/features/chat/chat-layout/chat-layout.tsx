/**
 * /dashboard/chat and below: the page header, then one card filling the rest of the screen: the
 * conversations sidebar at the inline start and the open screen (a room, a new conversation, the
 * home) beside it. Below md (900 px) they are two screens: the sidebar at /dashboard/chat, the
 * room alone once one is open (the room leads back with its own button).
 */
import { useMediaQuery } from '@mantine/hooks'
import { Outlet, useMatch } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { PageHeader } from '@/components/page-header'
import { BREAKPOINTS_PX, toEm } from '@/lib/theme/tokens'
import { sidebarCollapsedAtom, toggleSidebarCollapsedAtom } from '../atoms'
import { ChatSidebar } from '../sidebar/chat-sidebar'
import classes from './chat-layout.module.css'

// Read synchronously, so the first paint already has the right arrangement.
const SYNC = { getInitialValueInEffect: false } as const

export function ChatLayout() {
  const phone =
    useMediaQuery(`(max-width: ${toEm(BREAKPOINTS_PX.md - 0.02)})`, undefined, SYNC) ?? false
  const atHome = useMatch({ from: '/dashboard/chat/', shouldThrow: false }) !== undefined
  const collapsedChoice = useAtomValue(sidebarCollapsedAtom)
  const setCollapsed = useSetAtom(toggleSidebarCollapsedAtom)
  // The rail is a desktop arrangement: a phone's sidebar is a whole screen.
  const collapsed = !phone && collapsedChoice
  const screen = phone ? (atHome ? 'sidebar' : 'main') : 'both'

  return (
    <>
      <PageHeader />
      <div className={classes.chat} data-screen={screen} data-testid="chat-layout">
        {screen !== 'main' && (
          <div
            className={classes.sidebar}
            data-collapsed={collapsed || undefined}
            id="chat-sidebar"
          >
            <ChatSidebar
              collapsed={collapsed}
              onToggleCollapsed={phone ? undefined : (next) => setCollapsed(next)}
            />
          </div>
        )}
        {screen !== 'sidebar' && (
          <div className={classes.main}>
            <Outlet />
          </div>
        )}
      </div>
    </>
  )
}
