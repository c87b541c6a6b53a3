import { Indicator } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useCart } from '../use-cart'
import classes from './cart-widget.module.css'

/** The floating cart button of the shop pages, with the number of items. */
export function CartWidget() {
  const { t } = useTranslation('ecommerce')
  const { checkout } = useCart()
  return (
    <Link
      to="/dashboard/e-commerce/checkout"
      className={classes.cartWidget}
      aria-label={t('cart.widget', { count: checkout.totalItems })}
      data-testid="cart-widget"
    >
      <Indicator
        label={checkout.totalItems}
        size={18}
        color="red"
        disabled={checkout.totalItems === 0}
        offset={2}
      >
        <IconShoppingCart size={24} aria-hidden />
      </Indicator>
    </Link>
  )
}
