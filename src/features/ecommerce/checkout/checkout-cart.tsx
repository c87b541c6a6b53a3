import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconChevronLeft, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import { AnchorLink, ButtonLink } from '@/components/link'
import { QuantityStepper } from '@/components/quantity-stepper'
import { useFormatters } from '@/lib/i18n/format'
import { dismiss, notify } from '@/lib/notify'
import type { CartItem } from '../cart'
import { ColorDots } from '../components/color-dots'
import { useSizeLabel } from '../size-label'
import { useCart } from '../use-cart'
import classes from './checkout.module.css'

type Cart = ReturnType<typeof useCart>

/**
 * Removes a line with an Undo in the toast, and closes the "… is in your cart" toast of that
 * product, which no longer holds.
 */
function useRemoveLine(cart: Cart) {
  const { t } = useTranslation('ecommerce')
  return (item: CartItem) => {
    const undo = cart.removeWithUndo(item.id)
    dismiss(t('cart.added', { name: item.name }))
    notify(t('cart.removed', { name: item.name }), {
      autoClose: 6000,
      action: { label: t('cart.undo'), onClick: undo },
    })
  }
}

/** Picture, name, size and colours of a line. */
function LineSummary({ item }: { item: CartItem }) {
  const { t } = useTranslation('ecommerce')
  const sizeLabel = useSizeLabel()
  return (
    <Group gap="md" wrap="nowrap">
      <ApiImage src={item.coverUrl} alt="" className={classes.itemImage} />
      <Stack gap={4} miw={0}>
        <AnchorLink
          to="/dashboard/e-commerce/product/$name"
          params={{ name: item.slug }}
          fw={600}
          size="sm"
          c="var(--mantine-color-text)"
        >
          {item.name}
        </AnchorLink>
        <Group gap="xs">
          {item.size && (
            <Text size="xs" c="dimmed">
              {t('checkout.sizeValue', { size: sizeLabel(item.size) })}
            </Text>
          )}
          <ColorDots colors={item.colors} size={12} />
        </Group>
      </Stack>
    </Group>
  )
}

/** − quantity + (1 to the stock), and what is available. */
function LineQuantity({ item, cart }: { item: CartItem; cart: Cart }) {
  const { t } = useTranslation('ecommerce')
  return (
    <div>
      <QuantityStepper
        value={item.quantity}
        max={item.available}
        onChange={(quantity) => cart.setQuantity(item.id, quantity)}
        label={t('checkout.quantityOf', { name: item.name })}
        decreaseLabel={t('checkout.decrease', { name: item.name })}
        increaseLabel={t('checkout.increase', { name: item.name })}
        size="xs"
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('product.available', { count: item.available })}
      </Text>
    </div>
  )
}

function RemoveButton({ item, onRemove }: { item: CartItem; onRemove: (item: CartItem) => void }) {
  const { t } = useTranslation('ecommerce')
  return (
    <ActionIcon
      color="red"
      onClick={() => onRemove(item)}
      aria-label={t('checkout.remove', { name: item.name })}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  )
}

/**
 * Step 0: the items with quantity steppers (1 to the stock) and remove (with Undo). A table on
 * wide screens; on a phone a list of compact cards, so nothing scrolls sideways.
 */
export function CheckoutCart() {
  const { t } = useTranslation('ecommerce')
  const format = useFormatters()
  const cart = useCart()
  const removeLine = useRemoveLine(cart)
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  const { checkout } = cart
  return (
    <Stack gap="lg">
      <Card p={0}>
        <Group px="lg" pt="lg" pb="sm" gap="xs">
          <Title order={2} size="h5">
            {t('checkout.cartTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('checkout.itemCount', { count: checkout.totalItems })}
          </Text>
        </Group>
        {narrow ? (
          <Stack gap={0} data-testid="cart-list" component="ul" className={classes.cartList}>
            {checkout.cart.map((item) => (
              <li key={item.id} data-testid={`cart-line-${item.slug}`} className={classes.cartCard}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <LineSummary item={item} />
                  <RemoveButton item={item} onRemove={removeLine} />
                </Group>
                <Group justify="space-between" align="flex-end" mt="sm" wrap="nowrap">
                  <LineQuantity item={item} cart={cart} />
                  <Stack gap={0} align="flex-end">
                    <Text size="xs" c="dimmed">
                      {t('checkout.unitPrice', { price: format.currency(item.price) })}
                    </Text>
                    <Text fw={600}>{format.currency(item.price * item.quantity)}</Text>
                  </Stack>
                </Group>
              </li>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="md" horizontalSpacing="lg" data-testid="cart-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('checkout.product')}</Table.Th>
                  <Table.Th>{t('checkout.price')}</Table.Th>
                  <Table.Th>{t('checkout.quantity')}</Table.Th>
                  <Table.Th ta="end">{t('checkout.lineTotal')}</Table.Th>
                  <Table.Th>
                    <span className="sr-only">{t('checkout.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {checkout.cart.map((item) => (
                  <Table.Tr key={item.id} data-testid={`cart-line-${item.slug}`}>
                    <Table.Td>
                      <LineSummary item={item} />
                    </Table.Td>
                    <Table.Td>{format.currency(item.price)}</Table.Td>
                    <Table.Td>
                      <LineQuantity item={item} cart={cart} />
                    </Table.Td>
                    <Table.Td ta="end" fw={600}>
                      {format.currency(item.price * item.quantity)}
                    </Table.Td>
                    <Table.Td>
                      <RemoveButton item={item} onRemove={removeLine} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Group justify="space-between">
        <ButtonLink
          to="/dashboard/e-commerce/shop"
          variant="subtle"
          color="gray"
          leftSection={<IconChevronLeft size={18} className="flip-rtl" aria-hidden />}
        >
          {t('checkout.continueShopping')}
        </ButtonLink>
        <Button size="md" onClick={cart.next}>
          {t('checkout.checkOut')}
        </Button>
      </Group>
    </Stack>
  )
}
