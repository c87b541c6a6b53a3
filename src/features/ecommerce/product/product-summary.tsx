import {
  Badge,
  Button,
  CheckIcon,
  ColorSwatch,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import {
  IconArrowBackUp,
  IconCertificate,
  IconHeart,
  IconHeartFilled,
  IconShare,
  IconShieldCheck,
  IconShoppingCartPlus,
} from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/price'
import { StarBar } from '@/components/star-bar'
import { QuantityStepper } from '@/components/quantity-stepper'
import type { Product } from '@/lib/api/schemas/products'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { wishlistAtom } from '../atoms'
import { useSizeLabel } from '../size-label'
import { useCart } from '../use-cart'
import classes from './product.module.css'

const STOCK_COLOR = { in_stock: 'teal', low_stock: 'orange', out_of_stock: 'red' } as const

/**
 * The description's opening paragraph as plain text (never as HTML), cut after a sentence near
 * 160 characters.
 */
function summaryOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  const text = (body.querySelector('p') ?? body).textContent ?? ''
  const trimmed = text.replace(/\s+/g, ' ').trim()
  if (trimmed.length <= 160) return trimmed
  const cut = trimmed.slice(0, 160)
  const sentence = cut.lastIndexOf('. ')
  return sentence > 60 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

/**
 * The buying column: labels, name, rating, price and a short summary; colour, size and quantity
 * (limited by the stock); add or buy; wishlist and share; what the shop promises.
 */
export function ProductSummary({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce')
  const format = useFormatters()
  const navigate = useNavigate()
  const cart = useCart()
  const sizeLabel = useSizeLabel()
  const clipboard = useClipboard()
  const [wishlist, setWishlist] = useAtom(wishlistAtom)
  const [color, setColor] = useState(product.colors[0] ?? '')
  const [size, setSize] = useState<string | null>(product.sizes[0] ?? null)
  const [quantity, setQuantity] = useState(1)
  const summary = useMemo(() => summaryOf(product.description), [product.description])
  const soldOut = product.quantity <= 0
  const inCart = cart.checkout.cart.find((line) => line.id === product.id)?.quantity ?? 0
  const canAdd = !soldOut && inCart < product.quantity
  const wished = wishlist.includes(product.id)

  const add = () => {
    cart.add(product, { colors: [color], size: size ?? '', quantity })
    notify(t('cart.added', { name: product.name }))
  }

  const toggleWish = () => {
    setWishlist((ids) => (wished ? ids.filter((id) => id !== product.id) : [...ids, product.id]))
    notify(t(wished ? 'product.wishlistRemoved' : 'product.wishlistAdded', { name: product.name }))
  }

  const share = () => {
    clipboard.copy(window.location.href)
    notify(t('product.linkCopied'))
  }

  const promises = [
    { icon: IconCertificate, title: t('product.original'), text: t('product.originalText') },
    { icon: IconArrowBackUp, title: t('product.returns'), text: t('product.returnsText') },
    { icon: IconShieldCheck, title: t('product.warranty'), text: t('product.warrantyText') },
  ]

  return (
    <Stack gap="md">
      <Group gap="xs">
        {product.newLabel && <Badge color="cyan">{t('labels.new')}</Badge>}
        {product.saleLabel && <Badge color="red">{t('labels.sale')}</Badge>}
        <Badge variant="light" color={STOCK_COLOR[product.stock]}>
          {t(`stock.${product.stock}`)}
        </Badge>
      </Group>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t(`category.${product.category}`)}
          {product.gender.length > 0 &&
            ` · ${product.gender.map((gender) => t(`gender.${gender}`)).join(', ')}`}
        </Text>
        <Title order={2} size="h3" dir="auto">
          {product.name}
        </Title>
      </Stack>
      <Group gap="xs">
        <StarBar value={product.totalRatings} size="sm" />
        <Text size="sm" c="dimmed">
          {t('product.ratingSummary', {
            rating: format
              .numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 })
              .format(product.totalRatings),
            count: product.totalReviews,
          })}
        </Text>
      </Group>
      <Price price={product.price} priceSale={product.priceSale} size="xl" />
      {summary && (
        <Text size="sm" c="dimmed" dir="auto">
          {summary}
        </Text>
      )}
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
          data={product.sizes.map((value) => ({ value, label: sizeLabel(value) }))}
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
          <QuantityStepper
            id="product-quantity"
            value={quantity}
            max={Math.max(1, product.quantity - inCart)}
            onChange={setQuantity}
            label={t('product.quantity')}
            decreaseLabel={t('product.decreaseQuantity')}
            increaseLabel={t('product.increaseQuantity')}
            disabled={!canAdd}
          />
          <Text size="xs" c="dimmed">
            {t('product.available', { count: product.quantity })}
          </Text>
        </Stack>
      </Group>
      <Divider variant="dashed" />

      <div className={classes.buyButtons}>
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
      </div>
      {soldOut && (
        <Text size="sm" c="red" role="status">
          {t('product.soldOut')}
        </Text>
      )}
      <Group justify="center" gap="lg">
        <Button
          variant="subtle"
          color={wished ? 'red' : 'gray'}
          leftSection={
            wished ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />
          }
          aria-pressed={wished}
          onClick={toggleWish}
        >
          {t(wished ? 'product.wishlistRemove' : 'product.wishlistAdd')}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconShare size={18} aria-hidden />}
          onClick={share}
        >
          {t('product.share')}
        </Button>
      </Group>
      <SimpleGrid cols={3} spacing="sm" className={classes.promises}>
        {promises.map(({ icon: Icon, title, text }) => (
          <Stack key={title} gap={6} align="center" ta="center">
            <ThemeIcon variant="light" size={40} radius="xl">
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
