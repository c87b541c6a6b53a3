/**
 * The period of the dashboard on screen, from its address: the instants every widget asks with.
 * Recomputed when the day changes (a page left open past midnight moves on with the clock at
 * its next render).
 */
import { useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { periodOf, type PeriodInstants } from './period'
import { parseDashboardSearch } from './search'

export function usePeriod(): PeriodInstants {
  // Every dashboard route parses its search with parseDashboardSearch; read loosely so one hook
  // serves the six of them.
  const raw = useSearch({ strict: false })
  const { range, from, to } = parseDashboardSearch(raw)
  const today = new Date().toDateString()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `today` re-runs it at midnight
  return useMemo(() => periodOf({ range, from, to }), [range, from, to, today])
}
