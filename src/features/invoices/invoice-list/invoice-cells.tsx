/** The invoice table's cells: small components so each reads its own translations. */
import { Group, Stack, Text } from '@mantine/core'
import { AnchorLink } from '@/components/link'
import { UserAvatar } from '@/components/user-avatar'
import type { InvoiceRow } from '@/lib/api/schemas/invoices'
import { useFormatters } from '@/lib/i18n/format'

const NO_WRAP = { whiteSpace: 'nowrap' } as const

/** The customer with their picture (initials for an inline address), the number under it. */
export function CustomerCell({ invoice, dense }: { invoice: InvoiceRow; dense: boolean }) {
  const { to } = invoice
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar
        user={{ displayName: to.name, avatarUrl: to.avatarUrl, email: to.email || to.name }}
        size={dense ? 28 : 40}
        radius="xl"
      />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} dir="auto" style={NO_WRAP}>
          {to.name}
        </Text>
        <AnchorLink
          to="/dashboard/invoice/$id"
          params={{ id: invoice.id }}
          size={dense ? 'xs' : 'sm'}
          c="dimmed"
          underline="hover"
          dir="ltr"
          style={{ ...NO_WRAP, unicodeBidi: 'isolate', width: 'fit-content' }}
        >
          {invoice.number}
        </AnchorLink>
      </Stack>
    </Group>
  )
}

/**
 * A calendar day: the API sends noon UTC of that day, and it is shown in UTC so it is the same
 * day in every time zone.
 */
export function DayCell({ value }: { value: string }) {
  const format = useFormatters()
  return (
    <Text size="sm" component="time" dateTime={value.slice(0, 10)} style={NO_WRAP}>
      {format.dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value))}
    </Text>
  )
}

export function AmountCell({ cents }: { cents: number }) {
  const format = useFormatters()
  return (
    <Text size="sm" fw={600} style={NO_WRAP}>
      {format.currency(cents / 100)}
    </Text>
  )
}

export function SentCell({ count }: { count: number }) {
  const format = useFormatters()
  return <Text size="sm">{format.number(count)}</Text>
}
