import { Indicator } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { useCart } from '../use-cart'

/**
 * The shop pages' cart button, with the number of items, in the page header's actions. It used
 * to float at the screen's edge, where it covered the header's own buttons and row ends.
 */
export function CartWidget() {
  const { t } = useTranslation('ecommerce')
  const { checkout } = useCart()
  return (
    <ButtonLink
      to="/dashboard/e-commerce/checkout"
      variant="default"
      aria-label={t('cart.widget', { count: checkout.totalItems })}
      data-testid="cart-widget"
      leftSection={
        <Indicator
          label={checkout.totalItems}
          size={16}
          color="red"
          disabled={checkout.totalItems === 0}
          offset={2}
        >
          <IconShoppingCart size={20} aria-hidden />
        </Indicator>
      }
    >
      {t('cart.button')}
    </ButtonLink>
  )
}
