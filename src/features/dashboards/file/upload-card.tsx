import { Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { FILE_LIMITS } from '@/lib/api/schemas/files-constants'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { WidgetCard } from '../widgets/widget-card'
import classes from './file-dashboard.module.css'

/**
 * The way to add files: the file manager's own upload (its dialog opens at the top of the drive,
 * `?upload`), so the checks, progress and retries of uploads live in one place.
 */
export function UploadCard() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  return (
    <WidgetCard data-testid="widget-upload">
      <Stack align="center" gap="sm" className={classes.upload}>
        <ThemeIcon variant="light" size={64} radius="xl" aria-hidden>
          <IconCloudUpload size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h5">
          {t('file.uploadTitle')}
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          {t('file.uploadHint', { size: formatFileSize(FILE_LIMITS.fileBytes, format) })}
        </Text>
        <ButtonLink
          to="/dashboard/files-manager"
          search={{ upload: true }}
          leftSection={<IconCloudUpload size={18} aria-hidden />}
          mt="xs"
          data-testid="file-upload"
        >
          {t('file.upload')}
        </ButtonLink>
      </Stack>
    </WidgetCard>
  )
}
