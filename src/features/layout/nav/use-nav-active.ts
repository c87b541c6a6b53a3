import { useMatchRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { NavItem } from './nav-types'

/** Whether an item (or, for a group, any item under it) matches the current route. */
export function useNavActive() {
  const matchRoute = useMatchRoute()
  return useCallback(
    (item: NavItem): boolean => {
      const isActive = (candidate: NavItem): boolean =>
        Boolean(
          candidate.link &&
          matchRoute({ ...candidate.link, fuzzy: !candidate.exact } as Parameters<
            typeof matchRoute
          >[0]),
        ) ||
        (candidate.children?.some(isActive) ?? false)
      return isActive(item)
    },
    [matchRoute],
  )
}
