/**
 * /dashboard/file: the reader's drive at a glance (storage by group, folders, recent files) and
 * what they added lately, with a way into the file manager's upload. The widgets show the drive
 * as it is now, so the page has no period control; the activity chart has its own span switch.
 */
import { Grid, Stack } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { DashboardPage } from '../dashboard-page'
import { DataActivity } from './data-activity'
import { FoldersWidget } from './folders-widget'
import { RecentFiles } from './recent-files'
import { StorageUsage } from './storage-usage'

export function FileDashboard() {
  const { t } = useTranslation('dashboards')
  return (
    <DashboardPage
      withPeriod={false}
      actions={
        <ButtonLink
          to="/dashboard/files-manager"
          search={{ upload: true }}
          leftSection={<IconCloudUpload size={18} aria-hidden />}
          data-testid="file-upload"
        >
          {t('file.upload')}
        </ButtonLink>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <DataActivity />
            <FoldersWidget />
            <RecentFiles />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {/* In a stack: the card keeps its own height instead of the row's. */}
          <Stack gap="lg">
            <StorageUsage />
          </Stack>
        </Grid.Col>
      </Grid>
    </DashboardPage>
  )
}
