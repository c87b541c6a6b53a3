import { Tabs, Text } from '@mantine/core'
import { IconBell, IconCreditCard, IconUserCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection, DemoStack } from './demo-section'

const TABS = [
  { value: 'general', Icon: IconUserCircle },
  { value: 'billing', Icon: IconCreditCard },
  { value: 'notifications', Icon: IconBell },
] as const

function DemoTabs({
  variant,
  orientation = 'horizontal',
}: {
  variant: 'default' | 'outline' | 'pills'
  orientation?: 'horizontal' | 'vertical'
}) {
  const { t } = useTranslation('styleguide')
  return (
    <Tabs defaultValue="general" variant={variant} orientation={orientation}>
      <Tabs.List>
        {TABS.map(({ value, Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
        <Tabs.Tab value="disabled" disabled>
          {t('tabs.disabled')}
        </Tabs.Tab>
      </Tabs.List>
      {TABS.map(({ value }) => (
        <Tabs.Panel key={value} value={value} p="md">
          <Text size="sm">{t('tabs.panel', { name: t(`tabs.${value}`) })}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}

export default function TabsDemo() {
  const { t } = useTranslation('styleguide')
  return (
    <DemoStack>
      <DemoSection title={t('tabs.default')} hint={t('tabs.defaultHint')}>
        <DemoTabs variant="default" />
      </DemoSection>
      <DemoSection title={t('tabs.pills')}>
        <DemoTabs variant="pills" />
      </DemoSection>
      <DemoSection title={t('tabs.outline')}>
        <DemoTabs variant="outline" />
      </DemoSection>
      <DemoSection title={t('tabs.vertical')}>
        <DemoTabs variant="default" orientation="vertical" />
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { Tabs } from '@mantine/core'

// The active tab belongs in the URL (a typed search param), so a tab is shareable:
const tab = route.useSearch({ select: (s) => s.tab })
<Tabs value={tab} onChange={(next) => navigate({ search: { tab: next } })}>
  <Tabs.List><Tabs.Tab value="general">{t('general')}</Tabs.Tab></Tabs.List>
</Tabs>`
