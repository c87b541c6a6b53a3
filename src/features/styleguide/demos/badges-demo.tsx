import { Avatar, Badge, Group, Indicator, Stack, Text } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/price'
import { UserAvatar } from '@/components/user-avatar'
import { DemoSection, DemoStack } from './demo-section'

const VARIANTS = ['filled', 'light', 'outline', 'dot', 'default'] as const
const STATUSES = [
  { key: 'paid', color: 'green' },
  { key: 'pending', color: 'yellow' },
  { key: 'overdue', color: 'red' },
  { key: 'draft', color: 'gray' },
] as const
const PEOPLE = [
  { displayName: 'Avery Quinn', email: 'demo@example.com', avatarUrl: null },
  { displayName: 'Sam Rivera', email: 'user@example.com', avatarUrl: null },
  { displayName: 'Lina Haddad', email: 'lina@example.com', avatarUrl: null },
  { displayName: 'Minh Tran', email: 'minh@example.com', avatarUrl: null },
]

export default function BadgesDemo() {
  const { t } = useTranslation('styleguide')
  return (
    <DemoStack>
      <DemoSection title={t('badges.variants')}>
        <Group gap="sm">
          {VARIANTS.map((variant) => (
            <Badge key={variant} variant={variant}>
              {t(`badges.variant.${variant}`)}
            </Badge>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={t('badges.status')} hint={t('badges.statusHint')}>
        <Group gap="sm">
          {STATUSES.map(({ key, color }) => (
            <Badge key={key} color={color} variant="light">
              {t(`badges.statuses.${key}`)}
            </Badge>
          ))}
          <Badge color="green" leftSection={<IconCheck size={12} aria-hidden />}>
            {t('badges.verified')}
          </Badge>
        </Group>
      </DemoSection>
      <DemoSection title={t('badges.sizes')}>
        <Group gap="sm" align="center">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <Badge key={size} size={size} variant="light">
              {size}
            </Badge>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={t('badges.people')} hint={t('badges.peopleHint')}>
        <Group gap="lg">
          {PEOPLE.map((person) => (
            <Group key={person.email} gap="xs" wrap="nowrap">
              <UserAvatar user={person} radius="xl" />
              <Text size="sm">{person.displayName}</Text>
            </Group>
          ))}
          <Avatar.Group>
            {PEOPLE.map((person) => (
              <UserAvatar key={person.email} user={person} radius="xl" />
            ))}
          </Avatar.Group>
          <Indicator label="3" size={18} color="red">
            <UserAvatar user={PEOPLE[0]!} radius="xl" />
          </Indicator>
        </Group>
      </DemoSection>
      <DemoSection title={t('badges.prices')} hint={t('badges.pricesHint')}>
        <Stack gap="xs">
          <Price price={89.99} priceSale={null} />
          <Price price={89.99} priceSale={74.99} size="xl" />
        </Stack>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { Badge } from '@mantine/core'
import { Price } from '@/components/price'
import { UserAvatar } from '@/components/user-avatar'

<Badge color="green" variant="light">{t('status.paid')}</Badge>
<Price price={product.price} priceSale={product.priceSale} />
<UserAvatar user={user} radius="xl" />   // initials on a colour picked from the e-mail`
