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
  // The paths of the active items ("0.2 0.2.1"): the same string while the set is the same.
  const activePaths = useMemo(() => {
    const matched = new Set(where.split('\n').slice(3))
    const paths: string[] = []
    const visit = (item: NavItem, path: string): boolean => {
      let active =
        (item.activeOn?.some((id) => matched.has(id)) ?? false) ||
        Boolean(
          item.link &&
          router.matchRoute(item.link as Parameters<typeof router.matchRoute>[0], {
            fuzzy: !item.exact,
          }),
        )
      // Every child is visited, so each one's own state is known, not only the first active.
      for (const [index, child] of (item.children ?? []).entries())
        if (visit(child, `${path}.${index}`)) active = true
      if (active) paths.push(path)
      return active
    }
    sections.forEach((section, s) => section.items.forEach((item, i) => visit(item, `${s}.${i}`)))
    return paths.join(' ')
  }, [where, sections, router])

  const isActive = useMemo<IsActive>(() => {
    const active = new Set<NavItem>()
    for (const path of activePaths ? activePaths.split(' ') : []) {
      const [s, ...rest] = path.split('.').map(Number)
      let item: NavItem | undefined = undefined
      let items: readonly NavItem[] | undefined = sections[s ?? -1]?.items
      for (const index of rest) {
        item = items?.[index]
        items = item?.children
      }
      if (item) active.add(item)
    }
    // A group made up by a nav (the horizontal bar's dashboards menu) is active with its items.
    const check: IsActive = (item) =>
      active.has(item) || (item.children?.some((child) => check(child)) ?? false)
    return check
  }, [activePaths, sections])

  return <ActiveNavContext value={isActive}>{children}</ActiveNavContext>
}

/** Whether an item (or, for a group, any item under it) matches the current route. */
export function useNavActive(): IsActive {
  return use(ActiveNavContext)
}
