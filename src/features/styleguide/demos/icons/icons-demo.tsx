import {
  Code,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { IconChevronRight, IconSearch } from '@tabler/icons-react'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection, DemoStack } from '../demo-section'
import { APP_ICONS } from './app-icons'
import classes from './icons.module.css'

export default function IconsDemo() {
  const { t } = useTranslation('styleguide')
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim().toLowerCase())
  const clipboard = useClipboard({ timeout: 1500 })
  const [copied, setCopied] = useState<string | null>(null)
  const shown = APP_ICONS.filter(([name]) => name.toLowerCase().includes(deferred))

  return (
    <DemoStack>
      <DemoSection title={t('icons.grid')} hint={t('icons.gridHint')}>
        <TextInput
          label={t('icons.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={360}
          data-testid="icon-search"
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('icons.count', { count: shown.length })}
        </Text>
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, md: 8 }} spacing="xs">
          {shown.map(([name, Icon]) => {
            const label = `Icon${name}`
            return (
              <Tooltip
                key={name}
                label={copied === label && clipboard.copied ? t('icons.copied') : t('icons.copy')}
              >
                <UnstyledButton
                  className={classes.tile}
                  onClick={() => {
                    clipboard.copy(label)
                    setCopied(label)
                  }}
                >
                  <Icon size={24} stroke={1.6} aria-hidden />
                  <span className={classes.name}>{name}</span>
                </UnstyledButton>
              </Tooltip>
            )
          })}
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('icons.direction')} hint={t('icons.directionHint')}>
        <Group gap="lg">
          <Stack gap={4} align="center">
            <IconChevronRight size={28} className="flip-rtl" aria-hidden />
            <Code>className=&quot;flip-rtl&quot;</Code>
          </Stack>
          <Stack gap={4} align="center">
            <IconChevronRight size={28} aria-hidden />
            <Code>{t('icons.fixed')}</Code>
          </Stack>
        </Group>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { IconTrash } from '@tabler/icons-react'

// Import each icon by name; decorative icons are hidden from screen readers.
<Button leftSection={<IconTrash size={18} aria-hidden />} color="red">Delete</Button>
// An icon-only button names its action:
<ActionIcon aria-label="Delete"><IconTrash size={18} /></ActionIcon>
// Arrows along the reading direction mirror in Arabic:
<IconChevronRight className="flip-rtl" />`
