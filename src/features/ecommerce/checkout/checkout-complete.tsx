import { Button, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconPrinter } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import type { Order } from '@/lib/api/schemas/checkout'
import { useFormatters } from '@/lib/i18n/format'
import { lastOrderAtom } from '../atoms'
import classes from './checkout.module.css'

/** After the order: thanks, the receipt (printable), and back to the shop. */
export function CheckoutComplete({ order }: { order: Order }) {
  const { t } = useTranslation('ecommerce')
  const format = useFormatters()
  const navigate = useNavigate()
  const setLastOrder = useSetAtom(lastOrderAtom)
  return (
    <Card padding="xl" maw={720} mx="auto" data-testid="order-complete">
      <Stack gap="md">
        <Stack align="center" gap="xs" ta="center">
          <IconCircleCheck size={64} color="var(--mantine-color-teal-text)" aria-hidden />
          <Title order={2}>{t('complete.title')}</Title>
          <Text c="dimmed">{t('complete.body', { number: order.number })}</Text>
        </Stack>
        <Divider variant="dashed" />
        <Table verticalSpacing="xs" aria-label={t('complete.receipt')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('checkout.product')}</Table.Th>
              <Table.Th ta="end">{t('checkout.quantity')}</Table.Th>
              <Table.Th ta="end">{t('checkout.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.productId}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td ta="end">{item.quantity}</Table.Td>
                <Table.Td ta="end">{format.currency(item.price * item.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4}>
          <div className={classes.summaryRow}>
            <Text size="sm" c="dimmed">
              {t('checkout.subtotal')}
            </Text>
            <Text size="sm">{format.currency(order.subtotal)}</Text>
          </div>
          <div className={classes.summaryRow}>
            <Text size="sm" c="dimmed">
              {t('checkout.discount')}
            </Text>
            <Text size="sm">{order.discount ? `−${format.currency(order.discount)}` : '—'}</Text>
          </div>
          <div className={classes.summaryRow}>
            <Text size="sm" c="dimmed">
              {t('checkout.shipping')}
            </Text>
            <Text size="sm">
              {order.shipping ? format.currency(order.shipping) : t('checkout.free')}
            </Text>
          </div>
          <div className={classes.summaryRow}>
            <Text fw={700}>{t('checkout.total')}</Text>
            <Text fw={700} data-testid="receipt-total">
              {format.currency(order.total)}
            </Text>
          </div>
        </Stack>
        <Text size="sm" c="dimmed">
          {t('complete.shipTo', { name: order.address.name, address: order.address.fullAddress })}
        </Text>
        <Divider variant="dashed" />
        <Group justify="space-between" className={classes.noPrint}>
          <Button
            variant="default"
            onClick={() => {
              setLastOrder(null)
              void navigate({ to: '/dashboard/e-commerce/shop' })
            }}
          >
            {t('checkout.continueShopping')}
          </Button>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('complete.print')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
