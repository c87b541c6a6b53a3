/**
 * The dashboard's one period control (issue 18): presets, or a custom range of days from a
 * calendar. It writes the address (`?range=`, `?from=&to=`), which every widget of the page reads.
 */
import { Group, Select, Skeleton } from '@mantine/core'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_PRESET, PERIOD_PRESETS, type PeriodPreset } from './period'
import { parseDashboardSearch, type DashboardSearch } from './search'

const CustomRange = lazy(() => import('./custom-range'))

type Choice = PeriodPreset | 'custom'

export function PeriodControl() {
  const { t } = useTranslation('dashboards')
  const navigate = useNavigate()
  const search = parseDashboardSearch(useSearch({ strict: false }))
  const choice: Choice = search.range ?? DEFAULT_PRESET
  const [customOpen, setCustomOpen] = useState(choice === 'custom')

  const setSearch = (next: DashboardSearch) =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }), replace: true })

  const choose = (value: string | null) => {
    if (!value) return
    if (value === 'custom') {
      setCustomOpen(true)
      return
    }
    setCustomOpen(false)
    setSearch({
      range: value === DEFAULT_PRESET ? undefined : (value as PeriodPreset),
      from: undefined,
      to: undefined,
    })
  }

  return (
    <Group gap="sm" align="flex-start" wrap="wrap" data-testid="period-control">
      <Select
        label={t('period.label')}
        value={customOpen ? 'custom' : choice}
        onChange={choose}
        allowDeselect={false}
        data={[...PERIOD_PRESETS, 'custom'].map((value) => ({
          value,
          label: t(`period.presets.${value as Choice}`),
        }))}
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      {customOpen && (
        <Suspense fallback={<Skeleton w={240} h={60} radius="sm" />}>
          <CustomRange
            from={search.from}
            to={search.to}
            onRange={(from, to) => setSearch({ range: 'custom', from, to })}
          />
        </Suspense>
      )}
    </Group>
  )
}
