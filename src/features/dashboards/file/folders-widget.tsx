import { Group, SimpleGrid, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { FileIcon } from '@/components/file-icon'
import { ButtonLink } from '@/components/link'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './file-dashboard.module.css'

const FOLDER_COUNT = 6

/** The folders at the top of the reader's drive, each opening in the file manager. */
export function FoldersWidget() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery({
    ...dashboardQueries.file.top(),
    select: (data) => data.rows.filter((item) => item.kind === 'folder').slice(0, FOLDER_COUNT),
  })
  return (
    <WidgetCard
      title={t('file.folders.title')}
      actions={
        <ButtonLink to="/dashboard/files-manager" variant="subtle" size="xs">
          {t('widget.viewAll')}
        </ButtonLink>
      }
      data-testid="widget-folders"
    >
      <WidgetBody
        query={query}
        height={2 * 96}
        isEmpty={(folders) => folders.length === 0}
        emptyText={t('file.folders.empty')}
      >
        {(folders) => (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="md"
            component="ul"
            className={classes.plainList}
          >
            {folders.map((folder) => (
              <li key={folder.id}>
                <Link
                  to="/dashboard/files-manager"
                  search={{ folder: folder.id }}
                  className={classes.folder}
                  data-testid="folder-link"
                >
                  <Group gap="sm" wrap="nowrap">
                    <FileIcon kind="folder" size={44} />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" truncate title={folder.name}>
                        <bdi>{folder.name}</bdi>
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('file.files', {
                          count: folder.filesCount,
                          formatted: format.number(folder.filesCount),
                        })}{' '}
                        · {formatFileSize(folder.size, format)}
                      </Text>
                    </div>
                  </Group>
                </Link>
              </li>
            ))}
          </SimpleGrid>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
