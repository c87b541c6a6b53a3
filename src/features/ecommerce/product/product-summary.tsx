import {
  Badge,
  Button,
  CheckIcon,
  ColorSwatch,
  Divider,
  Group,
  NumberInput,
  Rating,
  Select,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { IconShoppingCartPlus } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/price'
import type { Product } from '@/lib/api/schemas/products'
import { notify } from '@/lib/notify'
import { useCart } from '../use-cart'
import classes from './product.module.css'

const STOCK_COLOR = { in_stock: 'teal', low_stock: 'orange', out_of_stock: 'red' } as const

/** Labels, rating, price, colour, size and quantity (limited by the stock), then add or buy. */
export function ProductSummary({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce')
  const navigate = useNavigate()
  const cart = useCart()
  const [color, setColor] = useState(product.colors[0] ?? '')
  const [size, setSize] = useState<string | null>(product.sizes[0] ?? null)
  const [quantity, setQuantity] = useState(1)
  const soldOut = product.quantity <= 0
  const inCart = cart.checkout.cart.find((line) => line.id === product.id)?.quantity ?? 0
  const canAdd = !soldOut && inCart < product.quantity

  const add = () => {
    cart.add(product, { colors: [color], size: size ?? '', quantity })
    notify(t('cart.added', { name: product.name }))
  }

  return (
    <Stack gap="md">
      <Group gap="xs">
        {product.newLabel && <Badge color="cyan">{t('labels.new')}</Badge>}
        {product.saleLabel && <Badge color="red">{t('labels.sale')}</Badge>}
        <Badge variant="light" color={STOCK_COLOR[product.stock]}>
          {t(`stock.${product.stock}`)}
        </Badge>
      </Group>
      <Group gap="xs">
        <Rating value={product.totalRatings} fractions={2} readOnly size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('product.ratingSummary', {
            rating: product.totalRatings.toFixed(1),
            count: product.totalReviews,
          })}
        </Text>
      </Group>
      <Price price={product.price} priceSale={product.priceSale} size="xl" />
      <Divider variant="dashed" />

      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm" id="product-color-label">
          {t('product.color')}
        </Text>
        <Group gap="xs" role="radiogroup" aria-labelledby="product-color-label">
          {product.colors.map((hex, index) => (
            <UnstyledButton
              key={hex}
              role="radio"
              aria-checked={hex === color}
              aria-label={t('product.colorOption', { index: index + 1, hex })}
              className={classes.swatchButton}
              onClick={() => setColor(hex)}
            >
              <ColorSwatch color={hex} size={24}>
                {hex === color && (
                  <CheckIcon
                    size={10}
                    color={hex.toUpperCase() === '#FFFFFF' ? '#1C252E' : '#FFFFFF'}
                  />
                )}
              </ColorSwatch>
            </UnstyledButton>
          ))}
        </Group>
      </Group>

      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm" component="label" htmlFor="product-size">
          {t('product.size')}
        </Text>
        <Select
          id="product-size"
          data={product.sizes}
          value={size}
          onChange={setSize}
          allowDeselect={false}
          w={140}
        />
      </Group>

      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm" component="label" htmlFor="product-quantity">
          {t('product.quantity')}
        </Text>
        <Stack gap={4} align="flex-end">
          <NumberInput
            id="product-quantity"
            w={140}
            min={1}
            max={Math.max(1, product.quantity - inCart)}
            clampBehavior="strict"
            allowDecimal={false}
            value={quantity}
            onChange={(value) => setQuantity(typeof value === 'number' ? value : 1)}
            disabled={!canAdd}
          />
          <Text size="xs" c="dimmed">
            {t('product.available', { count: product.quantity })}
          </Text>
        </Stack>
      </Group>
      <Divider variant="dashed" />

      <Group grow>
        <Button
          size="lg"
          variant="outline"
          leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
          disabled={!canAdd}
          onClick={add}
        >
          {t('cart.add')}
        </Button>
        <Button
          size="lg"
          disabled={!canAdd}
          onClick={() => {
            add()
            void navigate({ to: '/dashboard/e-commerce/checkout' })
          }}
        >
          {t('cart.buyNow')}
        </Button>
      </Group>
      {soldOut && (
        <Text size="sm" c="red" role="status">
          {t('product.soldOut')}
        </Text>
      )}
    </Stack>
  )
}
