import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core'
import { ApiImage } from '@/components/api-image'
import { IconShoppingCartPlus } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/price'
import type { ProductSummary } from '@/lib/api/schemas/products'
import { notify } from '@/lib/notify'
import { useCart } from '../use-cart'
import { ColorDots } from '../components/color-dots'
import classes from './shop.module.css'

/** A product in the shop grid: picture, labels, name, colours, price, and add to cart on hover or focus. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('ecommerce')
  const cart = useCart()
  const soldOut = product.stock === 'out_of_stock'
  const add = () => {
    cart.add(product, { colors: product.colors.slice(0, 1), size: '' })
    notify(t('cart.added', { name: product.name }))
  }
  return (
    <Card p={0} className={classes.card} data-testid={`product-card-${product.slug}`}>
      <div className={classes.media}>
        <Group gap={6} className={classes.labels}>
          {product.newLabel && (
            <Badge color="cyan" variant="filled" size="sm">
              {t('labels.new')}
            </Badge>
          )}
          {product.saleLabel && (
            <Badge color="red" variant="filled" size="sm">
              {t('labels.sale')}
            </Badge>
          )}
        </Group>
        <Link
          to="/dashboard/e-commerce/product/$name"
          params={{ name: product.slug }}
          tabIndex={-1}
          aria-hidden
        >
          <ApiImage
            src={product.coverUrl}
            alt=""
            radius="md"
            className={classes.image}
            loading="lazy"
            data-sold-out={soldOut || undefined}
          />
        </Link>
        {soldOut ? (
          <Text className={classes.soldOut} fw={600} size="sm">
            {t('stock.out_of_stock')}
          </Text>
        ) : (
          <Tooltip label={t('cart.add')}>
            <ActionIcon
              size={44}
              radius="xl"
              variant="filled"
              color="primary"
              className={classes.addButton}
              onClick={add}
              aria-label={t('cart.addNamed', { name: product.name })}
            >
              <IconShoppingCartPlus size={22} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </div>
      <Stack gap="xs" p="md" pt="sm">
        <Link
          to="/dashboard/e-commerce/product/$name"
          params={{ name: product.slug }}
          className={classes.name}
        >
          {product.name}
        </Link>
        <Group justify="space-between" wrap="nowrap">
          <ColorDots colors={product.colors} />
          <Price price={product.price} priceSale={product.priceSale} size="sm" />
        </Group>
      </Stack>
    </Card>
  )
}
