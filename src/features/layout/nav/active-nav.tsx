import { useRouter, useRouterState } from '@tanstack/react-router'
import { createContext, use, useMemo, type ReactNode } from 'react'
import type { NavItem, NavSection } from './nav-types'

type IsActive = (item: NavItem) => boolean

const ActiveNavContext = createContext<IsActive>(() => false)

/**
 * Which nav items match the current route, worked out once for the whole nav and handed down.
 *
 * Each item used to ask the router itself (`useMatchRoute`), which subscribes the item to every
 * change of the address and of the router's status: each of the ~40 items rendered again on
 * every navigation (three or four times, pending to idle) and on every change of a search
 * parameter, such as a keystroke in a list's search. Now one component listens, and the items
 * render again only when the set of active items changes.
 */
export function ActiveNavProvider({
  sections,
  children,
}: {
  sections: readonly NavSection[]
  children: ReactNode
}) {
  const router = useRouter()
  // What the answer depends on (the addresses `matchRoute` compares, whether a navigation is
  // pending, the matched routes for `activeOn`), as one string: only this component listens.
  const where = useRouterState({
    select: (state) =>
      [
        state.location.href,
        state.resolvedLocation?.href,
        state.status,
        ...state.matches.map((match) => match.routeId),
      ].join('\n'),
  })
  // Each item's place in the nav ("0.2.1"): keys are unique only among siblings.
  const places = useMemo(() => {
    const map = new Map<NavItem, string>()
    const walk = (items: readonly NavItem[], prefix: string) =>
      items.forEach((item, index) => {
        map.set(item, `${prefix}.${index}`)
        walk(item.children ?? [], `${prefix}.${index}`)
      })
    sections.forEach((section, index) => walk(section.items, String(index)))
    return map
  }, [sections])
  // The places of the items that match the route themselves: the same string while the set is.
  const matching = useMemo(() => {
    // After the two addresses and the status: the matched routes' ids.
    const matched = new Set(where.split('\n').slice(3))
    const matches = (item: NavItem) =>
      (item.activeOn?.some((id) => matched.has(id)) ?? false) ||
      Boolean(
        item.link &&
        router.matchRoute(item.link as Parameters<typeof router.matchRoute>[0], {
          fuzzy: !item.exact,
        }),
      )
    return [...places]
      .filter(([item]) => matches(item))
      .map(([, place]) => place)
      .join(' ')
  }, [where, places, router])

  // An item is active when it matches, a group when any item under it does (so is a group
  // made up by a nav, such as the horizontal bar's dashboards menu).
  const isActive = useMemo<IsActive>(() => {
    const on = new Set(matching ? matching.split(' ') : [])
    const check: IsActive = (item) => {
      const place = places.get(item)
      return (place !== undefined && on.has(place)) || (item.children?.some(check) ?? false)
    }
    return check
  }, [matching, places])

  return <ActiveNavContext value={isActive}>{children}</ActiveNavContext>
}

/** Whether an item (or, for a group, any item under it) matches the current route. */
export function useNavActive(): IsActive {
  return use(ActiveNavContext)
}
