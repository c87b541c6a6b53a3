import { Code, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection, DemoStack } from './demo-section'

const SHADOWS = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const

export default function ShadowsDemo() {
  const { t } = useTranslation('styleguide')
  return (
    <DemoStack>
      <DemoSection title={t('shadows.scale')} hint={t('shadows.scaleHint')}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xl">
          {SHADOWS.map((shadow) => (
            <Paper key={shadow} shadow={shadow} p="lg" radius="md" h={96}>
              <Code>shadow=&quot;{shadow}&quot;</Code>
            </Paper>
          ))}
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('shadows.card')} hint={t('shadows.cardHint')}>
        <Paper p="lg" radius="lg" style={{ boxShadow: 'var(--app-card-shadow)' }} maw={360}>
          <Stack gap={4}>
            <Text fw={600}>{t('shadows.cardTitle')}</Text>
            <Code>var(--app-card-shadow)</Code>
          </Stack>
        </Paper>
      </DemoSection>
      <DemoSection title={t('shadows.radius')}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xl">
          {RADII.map((radius) => (
            <Paper key={radius} withBorder radius={radius} p="lg" h={80}>
              <Code>radius=&quot;{radius}&quot;</Code>
            </Paper>
          ))}
        </SimpleGrid>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { Card, Paper } from '@mantine/core'

// Cards already carry the lg radius (theme defaults); the surface shadow follows contrast and scheme:
<Card style={{ boxShadow: 'var(--app-card-shadow)' }}>…</Card>
<Paper shadow="md" radius="md">…</Paper>`
