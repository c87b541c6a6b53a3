import { Box, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FileIcon } from '@/components/file-icon'
import { AnchorLink, ButtonLink } from '@/components/link'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './file-dashboard.module.css'

const RECENT_COUNT = 6

/** The files changed last (the file manager's "Recent"), each opening its details there. */
export function RecentFiles() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery({
    ...dashboardQueries.file.recent(),
    select: (data) => data.rows.filter((item) => item.kind !== 'folder').slice(0, RECENT_COUNT),
  })
  return (
    <WidgetCard
      title={t('file.recent.title')}
      actions={
        <ButtonLink
          to="/dashboard/files-manager"
          search={{ scope: 'recent' }}
          variant="subtle"
          size="xs"
        >
          {t('widget.viewAll')}
        </ButtonLink>
      }
      data-testid="widget-recent-files"
    >
      <WidgetBody
        query={query}
        height={RECENT_COUNT * 56}
        isEmpty={(files) => files.length === 0}
        emptyText={t('file.recent.empty')}
      >
        {(files) => (
          <Stack gap="md" component="ul" className={classes.plainList}>
            {files.map((file) => (
              <Group key={file.id} component="li" gap="md" wrap="nowrap" data-testid="recent-file">
                <FileIcon kind={file.kind} size={40} />
                <Box miw={0} flex={1}>
                  <AnchorLink
                    to="/dashboard/files-manager"
                    search={{ scope: 'recent', item: file.id }}
                    size="sm"
                    fw={600}
                    c="var(--mantine-color-text)"
                    lineClamp={1}
                  >
                    <bdi>{file.name}</bdi>
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {t('file.recent.detail', {
                      size: formatFileSize(file.size, format),
                      when: format.fromNow(file.modifiedAt),
                    })}
                  </Text>
                </Box>
              </Group>
            ))}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
