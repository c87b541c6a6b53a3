import { Box, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/user-avatar'
import { useFormatters } from '@/lib/i18n/format'
import { bankingQueries } from '../api/banking-queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import { CONTACTS_LIMIT } from './quick-transfer'

const SHOWN = 5

/** The people money went to last (the quick transfer's answer, one request for both). */
export function ContactsList() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(bankingQueries.contacts(CONTACTS_LIMIT))
  return (
    <WidgetCard
      title={t('banking.contacts.title')}
      subheader={t('banking.contacts.subheader')}
      data-testid="contacts"
    >
      <WidgetBody
        query={query}
        height={260}
        isEmpty={(data) => data.contacts.length === 0}
        emptyText={t('banking.contacts.none')}
      >
        {(data) => (
          <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.contacts.slice(0, SHOWN).map((contact) => (
              <Group key={contact.userId} component="li" gap="sm" wrap="nowrap">
                <UserAvatar
                  user={{
                    displayName: contact.name,
                    avatarUrl: contact.avatarUrl,
                    email: contact.email,
                  }}
                  size={40}
                  radius="xl"
                />
                <Box miw={0} flex={1}>
                  <Text size="sm" fw={600} truncate>
                    {contact.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {contact.email}
                  </Text>
                </Box>
                <Text size="xs" c="dimmed" ta="end" style={{ flexShrink: 0 }}>
                  {contact.lastTransferAt
                    ? format.fromNow(contact.lastTransferAt)
                    : t('banking.contacts.never')}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
