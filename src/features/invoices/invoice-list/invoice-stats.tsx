import { Box, Group, RingProgress, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { InvoiceStats } from '@/lib/api/schemas/invoices'
import { useFormatters } from '@/lib/i18n/format'
import {
  INVOICE_STATUS_COLORS,
  INVOICE_STATUS_ICONS,
  type InvoiceStatTab,
} from '@/components/invoice-status/invoice-status'
import classes from './invoice-list.module.css'

const STATS: readonly InvoiceStatTab[] = ['total', 'paid', 'pending', 'overdue', 'draft']

/**
 * Total, paid, pending, overdue and draft under the current filters (the status tab aside, so the
 * strip and the tabs agree): how many, how much, and the share of the count as a ring.
 */
export function InvoiceStatsStrip({ stats }: { stats: InvoiceStats | undefined }) {
  const { t } = useTranslation('invoices')
  return (
    // Scrolls sideways on a narrow screen, so it takes the focus (keyboard scrolling) and a name.
    <Box
      className={classes.stats}
      role="region"
      aria-label={t('list.stats.label')}
      aria-busy={!stats}
      tabIndex={0}
      data-testid="invoice-stats"
    >
      {STATS.map((key, index) => (
        <Box key={key} className={classes.stat} data-first={index === 0 || undefined}>
          <Stat name={key} stats={stats} />
        </Box>
      ))}
    </Box>
  )
}

function Stat({ name, stats }: { name: InvoiceStatTab; stats: InvoiceStats | undefined }) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const Icon = INVOICE_STATUS_ICONS[name]
  const color = INVOICE_STATUS_COLORS[name]
  const stat = stats?.[name]
  const all = stats?.total.count ?? 0
  const share = name === 'total' ? 1 : stat && all > 0 ? stat.count / all : 0
  const title = t(`list.stats.${name}`)
  return (
    <Group gap="sm" wrap="nowrap" data-testid={`invoice-stat-${name}`}>
      <RingProgress
        size={56}
        thickness={5}
        roundCaps
        // A round cap draws a dot even for 0 %: an empty ring has no section.
        sections={stat && share > 0 ? [{ value: share * 100, color }] : []}
        rootColor="var(--mantine-color-default-border)"
        label={
          <Group justify="center">
            <ThemeIcon variant="transparent" color={color} size="md" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
          </Group>
        }
        aria-hidden
      />
      <Stack gap={2} miw={0}>
        <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {title}
        </Text>
        {stat ? (
          <>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('list.stats.count', { count: stat.count, formatted: format.number(stat.count) })}
              {name !== 'total' && (
                <>
                  {' · '}
                  <span data-testid={`invoice-stat-${name}-share`}>{format.percent(share)}</span>
                </>
              )}
            </Text>
            <Text fw={700} size="md" style={{ whiteSpace: 'nowrap' }}>
              {format.currency(stat.amount / 100)}
            </Text>
          </>
        ) : (
          <>
            <Skeleton height={12} width={80} radius="sm" />
            <Skeleton height={18} width={96} radius="sm" mt={2} />
          </>
        )}
      </Stack>
    </Group>
  )
}
