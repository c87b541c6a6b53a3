import {
  ColorSwatch,
  Group,
  Loader,
  Progress,
  RingProgress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { DemoSection, DemoStack } from './demo-section'

const SPLIT = [
  { key: 'photos', value: 40, color: 'primary' },
  { key: 'documents', value: 25, color: 'cyan' },
  { key: 'other', value: 15, color: 'orange' },
] as const

export default function ProgressDemo() {
  const { t } = useTranslation('styleguide')
  const format = useFormatters()
  return (
    <DemoStack>
      <DemoSection title={t('progress.bars')} hint={t('progress.barsHint')}>
        <Stack gap="md" maw={520}>
          {(
            [
              [24, 'red'],
              [62, 'yellow'],
              [88, 'primary'],
            ] as const
          ).map(([value, color]) => (
            <Stack key={value} gap={4}>
              <Group justify="space-between">
                <Text size="sm">{t('progress.storage')}</Text>
                <Text size="sm" c="dimmed">
                  {format.percent(value / 100)}
                </Text>
              </Group>
              <Progress value={value} color={color} aria-label={t('progress.storage')} />
            </Stack>
          ))}
          <Stack gap={6}>
            <Text size="sm">{t('progress.split')}</Text>
            <Progress.Root size="lg">
              {SPLIT.map(({ key, value, color }) => (
                <Progress.Section
                  key={key}
                  value={value}
                  color={color}
                  aria-label={t(`progress.${key}`)}
                />
              ))}
            </Progress.Root>
            <Group gap="md">
              {SPLIT.map(({ key, value, color }) => (
                <Group key={key} gap={6} wrap="nowrap">
                  <ColorSwatch color={`var(--mantine-color-${color}-6)`} size={10} aria-hidden />
                  <Text size="xs">
                    {t(`progress.${key}`)} · {format.percent(value / 100)}
                  </Text>
                </Group>
              ))}
            </Group>
          </Stack>
          <Progress value={100} striped animated aria-label={t('progress.uploading')} />
        </Stack>
      </DemoSection>
      <DemoSection title={t('progress.rings')}>
        <Group gap="xl">
          {[35, 70].map((value) => (
            <RingProgress
              key={value}
              size={96}
              thickness={8}
              roundCaps
              sections={[{ value, color: value > 50 ? 'primary' : 'orange' }]}
              label={
                <Text ta="center" fw={700} size="sm">
                  {format.percent(value / 100)}
                </Text>
              }
            />
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={t('progress.loading')} hint={t('progress.loadingHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Group gap="lg">
            <Loader size="sm" role="status" aria-label={t('progress.loadingLabel')} />
            <Loader type="dots" role="status" aria-label={t('progress.loadingLabel')} />
            <Loader
              type="bars"
              color="cyan"
              role="status"
              aria-label={t('progress.loadingLabel')}
            />
          </Group>
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap">
              <Skeleton circle height={40} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={10} width="60%" />
                <Skeleton height={10} width="90%" />
              </Stack>
            </Group>
            <Skeleton height={64} />
          </Stack>
        </SimpleGrid>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { Progress, Skeleton } from '@mantine/core'

// While a query loads, draw the shape of what is coming (skeletons), not a spinner:
{query.isPending ? <Skeleton height={32} /> : <Row … />}
// A progress bar says what it measures:
<Progress value={used / total * 100} aria-label={t('storageUsed')} />`
