/**
 * /dashboard/file: the reader's drive at a glance (storage by group, folders, recent files) and
 * what they added lately, with a way into the file manager's upload. The widgets show the drive
 * as it is now, so the page has no period control; the activity chart has its own span switch.
 */
import { Grid, Stack } from '@mantine/core'
import { DashboardPage } from '../dashboard-page'
import { DataActivity } from './data-activity'
import { FoldersWidget } from './folders-widget'
import { RecentFiles } from './recent-files'
import { StorageUsage } from './storage-usage'
import { UploadCard } from './upload-card'

export function FileDashboard() {
  return (
    <DashboardPage withPeriod={false}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="lg">
            <DataActivity />
            <FoldersWidget />
            <RecentFiles />
          </Stack>
        </Grid.Col>
        {/* On a phone the upload and the storage come first (the way in, then the whole). */}
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          {/* In a stack: the card keeps its own height instead of the row's. */}
          <Stack gap="lg">
            <UploadCard />
            <StorageUsage />
          </Stack>
        </Grid.Col>
      </Grid>
    </DashboardPage>
  )
}
