import { useMatchRoute, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { NavItem } from './nav-types'

/** Whether an item (or, for a group, any item under it) matches the current route. */
export function useNavActive() {
  const matchRoute = useMatchRoute()
  // A string, so the selection is stable between renders while the matched routes stay the same.
  const matched = useRouterState({
    select: (state) => state.matches.map((match) => `<${match.routeId}>`).join(''),
  })
  return useCallback(
    (item: NavItem): boolean => {
      const isActive = (candidate: NavItem): boolean =>
        (candidate.activeOn?.some((id) => matched.includes(`<${id}>`)) ?? false) ||
        Boolean(
          candidate.link &&
          matchRoute({ ...candidate.link, fuzzy: !candidate.exact } as Parameters<
            typeof matchRoute
          >[0]),
        ) ||
        (candidate.children?.some(isActive) ?? false)
      return isActive(item)
    },
    [matchRoute, matched],
  )
}
