import { Badge, Tabs } from '@mantine/core'
import { useFormatters } from '@/lib/i18n/format'
import classes from './data-table.module.css'

export interface StatusTab<S extends string> {
  /** `all` is the tab without a status filter. */
  value: S | 'all'
  label: string
  color: string
  /** Rows under the other filters; absent until the first answer (shows a dash). */
  count: number | undefined
}

interface StatusTabsProps<S extends string> {
  tabs: readonly StatusTab<S>[]
  value: S | undefined
  onChange: (value: S | undefined) => void
  /** Names the count badges for tests and tools: `<prefix>-count-<status>`. */
  testIdPrefix: string
}

/** A server-side list's status tabs (all + one per status), each with its count in a badge. */
export function StatusTabs<S extends string>({
  tabs,
  value,
  onChange,
  testIdPrefix,
}: StatusTabsProps<S>) {
  const format = useFormatters()
  const active = value ?? 'all'
  return (
    <Tabs
      value={active}
      onChange={(next) =>
        onChange(tabs.find((tab) => tab.value === next && next !== 'all')?.value as S | undefined)
      }
      className={classes.statusTabs}
    >
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            rightSection={
              <Badge
                variant={tab.value === active ? 'filled' : 'light'}
                color={tab.color}
                radius="sm"
                size="sm"
                miw={28}
                style={{ minWidth: 'max-content' }}
                data-testid={`${testIdPrefix}-count-${tab.value}`}
              >
                {tab.count === undefined ? '–' : format.number(tab.count)}
              </Badge>
            }
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
