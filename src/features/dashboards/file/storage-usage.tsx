import { Box, Group, RingProgress, Stack, Text, ThemeIcon } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import { GROUP_ICONS, usageByGroup } from './file-groups'
import classes from './file-dashboard.module.css'

/**
 * How much of the quota the reader's files take, by group: a ring of the quota with one arc per
 * group (a picture: the legend below says every figure in words).
 */
export function StorageUsage() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const chart = useChartProps()
  const query = useQuery(dashboardQueries.file.storage())
  return (
    <WidgetCard
      title={t('file.storage.title')}
      subheader={t('file.storage.subheader')}
      data-testid="widget-storage"
    >
      <WidgetBody query={query} height={420}>
        {(data) => {
          const groups = usageByGroup(data.byKind)
          const colors = chart.colors(groups.length)
          const used = data.quota > 0 ? data.used / data.quota : 0
          return (
            <Stack gap="lg">
              <Group justify="center">
                <RingProgress
                  size={200}
                  thickness={16}
                  roundCaps
                  aria-hidden
                  sections={groups
                    .map((usage, index) => ({
                      value: data.quota > 0 ? (usage.size / data.quota) * 100 : 0,
                      color: colors[index] as string,
                    }))
                    .filter((section) => section.value > 0)}
                  label={
                    <Stack gap={0} align="center">
                      <Text fw={700} size="xl">
                        {format.percent(used)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('file.storage.usedLabel')}
                      </Text>
                    </Stack>
                  }
                />
              </Group>
              <Text size="sm" ta="center" data-testid="storage-used">
                {t('file.storage.used', {
                  used: formatFileSize(data.used, format),
                  quota: formatFileSize(data.quota, format),
                })}
              </Text>
              <Stack gap="md" component="ul" className={classes.plainList}>
                {groups.map((usage, index) => {
                  const GroupIcon = GROUP_ICONS[usage.group]
                  return (
                    <Group
                      key={usage.group}
                      component="li"
                      gap="md"
                      wrap="nowrap"
                      data-testid={`storage-${usage.group}`}
                    >
                      <ThemeIcon
                        variant="light"
                        // The hue only: a shade would make the light variant filled.
                        color={colors[index]?.split('.')[0]}
                        size={40}
                        radius="md"
                        aria-hidden
                      >
                        <GroupIcon size={22} stroke={1.6} />
                      </ThemeIcon>
                      <Box miw={0} flex={1}>
                        <Text size="sm" fw={600}>
                          {t(`file.groups.${usage.group}`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('file.files', {
                            count: usage.count,
                            formatted: format.number(usage.count),
                          })}
                        </Text>
                      </Box>
                      <Text size="sm" fw={600} className={classes.nowrap}>
                        {formatFileSize(usage.size, format)}
                      </Text>
                    </Group>
                  )
                })}
              </Stack>
            </Stack>
          )
        }}
      </WidgetBody>
    </WidgetCard>
  )
}
