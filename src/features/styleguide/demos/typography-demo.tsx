import { Anchor, Code, Group, Stack, Text, Title, useMantineTheme } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection, DemoStack } from './demo-section'

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const

export default function TypographyDemo() {
  const { t } = useTranslation('styleguide')
  const theme = useMantineTheme()
  return (
    <DemoStack>
      <DemoSection title={t('typography.headings')} hint={t('typography.headingsHint')}>
        <Stack gap="sm">
          {HEADINGS.map((heading) => (
            <Group key={heading} gap="md" wrap="nowrap" align="baseline">
              <Code>{heading}</Code>
              {/* Drawn as a heading's size, not a heading: the page keeps its own outline. */}
              <Title order={4} size={heading} component="p" lineClamp={1}>
                {t('typography.sample')}
              </Title>
              <Text size="xs" c="dimmed" ms="auto" visibleFrom="sm">
                {theme.headings.sizes[heading].fontSize}
              </Text>
            </Group>
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={t('typography.body')} hint={t('typography.bodyHint')}>
        <Stack gap="sm">
          {SIZES.map((size) => (
            <Group key={size} gap="md" wrap="nowrap" align="baseline">
              <Code>{size}</Code>
              <Text size={size}>{t('typography.paragraph')}</Text>
            </Group>
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={t('typography.styles')}>
        <Stack gap="xs">
          <Text fw={700}>{t('typography.bold')}</Text>
          <Text fw={600}>{t('typography.semibold')}</Text>
          <Text c="dimmed">{t('typography.dimmed')}</Text>
          <Text fs="italic">{t('typography.italic')}</Text>
          <Text>
            <Anchor href="#preview-heading">{t('typography.link')}</Anchor>
          </Text>
          <Text>
            {t('typography.inlineCode')} <Code>npm run dev</Code>
          </Text>
        </Stack>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { Text, Title } from '@mantine/core'

// One h1 per page (the page header or the hero); sections go down in order.
<Title order={2}>Billing</Title>
<Text size="sm" c="dimmed">Your plan renews on …</Text>
// A heading's look without a heading's rank:
<Title order={4} component="p">…</Title>`
