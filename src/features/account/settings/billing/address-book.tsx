import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { addressBookQueryOptions } from '../../api/settings-queries'

/** The billing addresses: the same address book the checkout uses, primary first. */
export function AddressBook() {
  const { t } = useTranslation('account')
  const query = useQuery(addressBookQueryOptions())
  return (
    <Card padding="lg">
      <Title order={2} size="h5" mb="md">
        {t('settings.billing.addresses.title')}
      </Title>
      {query.isError ? (
        <QueryError query={query} />
      ) : !query.data ? (
        <Skeleton height={96} radius="md" />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.billing.addresses.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={1} spacing="sm">
          {query.data.map((address) => (
            <Card key={address.id} withBorder padding="md" radius="md">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={600}>
                    <bdi>{address.name}</bdi>
                  </Text>
                  <Badge size="sm" variant="light" color="gray">
                    {t(`settings.billing.addresses.type.${address.addressType}`)}
                  </Badge>
                  {address.primary && (
                    <Badge size="sm" variant="light">
                      {t('settings.billing.addresses.primary')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  <bdi>{address.fullAddress}</bdi>
                </Text>
                <Text size="sm" c="dimmed">
                  <bdi dir="ltr">{address.phoneNumber}</bdi>
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Card>
  )
}
