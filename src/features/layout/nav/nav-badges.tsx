/**
 * Counts shown on nav items (the mail's unread count), given by whoever composes the layout: the
 * nav knows only a key (`NavItem.badge`), never the area that owns the number, so the layout does
 * not import features.
 */
import { createContext, useContext, type ReactNode } from 'react'

/** A count per badge key; a missing or zero count shows nothing. */
export type NavBadges = Partial<Record<string, number>>

const NavBadgesContext = createContext<NavBadges>({})

export function NavBadgesProvider({
  badges,
  children,
}: {
  badges: NavBadges
  children: ReactNode
}) {
  return <NavBadgesContext value={badges}>{children}</NavBadgesContext>
}

/** The count of a badge key (0 without a key or before the count is known). */
export function useNavBadge(key: string | undefined): number {
  const badges = useContext(NavBadgesContext)
  return key ? (badges[key] ?? 0) : 0
}
