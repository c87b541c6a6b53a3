/**
 * The page around a dashboard's widgets: the title and breadcrumbs, and the period control when
 * the dashboard's widgets read a period.
 */
import { SimpleGrid, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/page-header'
import { PeriodControl } from './period-control'

interface DashboardPageProps {
  /** Show the period control (every dashboard but one whose widgets ignore it). */
  withPeriod?: boolean
  children: ReactNode
}

export function DashboardPage({ withPeriod = true, children }: DashboardPageProps) {
  return (
    <>
      <PageHeader actions={withPeriod ? <PeriodControl /> : undefined} />
      <Stack gap="lg">{children}</Stack>
    </>
  )
}

/** A row of stat cards: one column on phones, three (or `cols`) from tablets on. */
export function StatRow({ cols = 3, children }: { cols?: number; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(cols, 2), lg: cols }} spacing="lg">
      {children}
    </SimpleGrid>
  )
}
