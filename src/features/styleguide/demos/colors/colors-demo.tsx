import { Badge, Button, Code, DEFAULT_THEME, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSettingsContext } from '@/lib/settings/settings-context'
import { COLOR_PRESETS } from '@/lib/settings/settings'
import { primaryTuple } from '@/lib/theme/create-theme'
import { DARK, GRAY, filledShade } from '@/lib/theme/palette'
import { DemoSection, DemoStack } from '../demo-section'
import { ShadeRow } from './shade-row'

/** The semantic colours: Mantine's named colours as the toasts and status badges use them. */
const SEMANTIC = [
  { key: 'success', color: 'green' },
  { key: 'info', color: 'cyan' },
  { key: 'warning', color: 'yellow' },
  { key: 'error', color: 'red' },
] as const

export default function ColorsDemo() {
  const { t } = useTranslation('styleguide')
  const { t: tc } = useTranslation()
  const { themeColorPresets, onUpdate } = useSettingsContext()
  return (
    <DemoStack>
      <DemoSection title={t('colors.presets')} hint={t('colors.presetsHint')}>
        <Stack gap="lg">
          {COLOR_PRESETS.map((preset) => {
            const tuple = primaryTuple(preset)
            const current = preset === themeColorPresets
            return (
              <Stack key={preset} gap={6} data-testid={`preset-${preset}`}>
                <Group justify="space-between" gap="xs">
                  <Group gap="xs">
                    <Text fw={600}>{tc(`settings.presets.${preset}`)}</Text>
                    {current && (
                      <Badge size="sm" variant="light">
                        {t('colors.current')}
                      </Badge>
                    )}
                  </Group>
                  {!current && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onUpdate({ themeColorPresets: preset })}
                    >
                      {t('colors.use', { name: tc(`settings.presets.${preset}`) })}
                    </Button>
                  )}
                </Group>
                <ShadeRow
                  tuple={tuple}
                  marked={filledShade(tuple)}
                  markLabel={t('colors.filled')}
                />
              </Stack>
            )
          })}
        </Stack>
      </DemoSection>
      <DemoSection title={t('colors.semantic')} hint={t('colors.semanticHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {SEMANTIC.map(({ key, color }) => {
            const tuple = DEFAULT_THEME.colors[color]
            return (
              <Stack key={key} gap={6}>
                <Group gap="xs">
                  <Badge color={color}>{t(`colors.${key}`)}</Badge>
                  <Badge color={color} variant="light">
                    {t(`colors.${key}`)}
                  </Badge>
                  <Text size="sm" c={`var(--mantine-color-${color}-text)`}>
                    {t(`colors.${key}`)}
                  </Text>
                </Group>
                <ShadeRow
                  tuple={tuple}
                  marked={filledShade(tuple)}
                  markLabel={t('colors.filled')}
                />
              </Stack>
            )
          })}
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('colors.neutrals')} hint={t('colors.neutralsHint')}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Code>gray</Code>
            <ShadeRow tuple={GRAY} />
          </Stack>
          <Stack gap={6}>
            <Code>dark</Code>
            <ShadeRow tuple={DARK} />
          </Stack>
        </Stack>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { Button, Text } from '@mantine/core'

// The preset is the theme's "primary" colour: never write its hex values.
<Button>Save</Button>                         // filled primary, readable text
<Text c="var(--app-primary-text)">Link</Text> // primary text, AA on every surface
<Badge color="green" variant="light">Paid</Badge>

// Shades and presets themselves: src/lib/theme/palette.ts`
