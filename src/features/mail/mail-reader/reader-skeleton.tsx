import { Group, Skeleton, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from './mail-reader.module.css'

/** The reader's shape while the mail loads, so nothing jumps when it arrives. */
export function ReaderSkeleton() {
  const { t } = useTranslation('mail')
  return (
    <div className={classes.root} aria-busy="true" aria-label={t('reader.loading')} role="status">
      <div className={classes.toolbar}>
        <Group gap={6}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={34} width={34} radius="md" />
          ))}
        </Group>
      </div>
      <Stack gap="lg" className={classes.content}>
        <Skeleton height={28} width="60%" radius="sm" />
        <Group gap="sm" wrap="nowrap">
          <Skeleton height={44} width={44} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width="40%" />
            <Skeleton height={12} width="25%" />
          </Stack>
        </Group>
        <Stack gap={10}>
          {['95%', '90%', '98%', '70%', '85%', '40%'].map((width, index) => (
            <Skeleton key={index} height={12} width={width} />
          ))}
        </Stack>
      </Stack>
    </div>
  )
}
