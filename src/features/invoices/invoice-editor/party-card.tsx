import { Group, Stack, Text } from '@mantine/core'
import { UserAvatar } from '@/components/user-avatar'
import type { PartyValues } from './invoice-form-values'

/** An address as an envelope reads: who, their company, the lines, how to reach them. */
export function PartyCard({ party, compact = false }: { party: PartyValues; compact?: boolean }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <UserAvatar
        user={{ displayName: party.name, avatarUrl: party.avatarUrl, email: party.email }}
        size={40}
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} dir="auto">
          {party.name}
        </Text>
        {party.company && (
          <Text size="sm" c="dimmed" dir="auto">
            {party.company}
          </Text>
        )}
        {party.address && (
          // A list of choices shows each address on one line, to keep the list scannable.
          <Text
            size="sm"
            dir="auto"
            style={{ whiteSpace: compact ? undefined : 'pre-line' }}
            lineClamp={compact ? 1 : undefined}
          >
            {compact ? party.address.split('\n').join(', ') : party.address}
          </Text>
        )}
        {!compact && party.phoneNumber && (
          <Text size="sm" c="dimmed" dir="ltr" style={{ unicodeBidi: 'isolate' }} ta="start">
            {party.phoneNumber}
          </Text>
        )}
        {party.email && (
          <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {party.email}
          </Text>
        )}
      </Stack>
    </Group>
  )
}
