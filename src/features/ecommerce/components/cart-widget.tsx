import { Indicator } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { useCart } from '../use-cart'

/**
 * The shop pages' cart button, with the number of items, in the page header's actions. It used
 * to float at the screen's edge, where it covered the header's own buttons and row ends. The
 * count badge sits outside the link: the link's name says the count ("Cart: 2 items") and its
 * visible text stays a part of that name.
 */
export function CartWidget() {
  const { t } = useTranslation('ecommerce')
  const { checkout } = useCart()
  return (
    <Indicator
      label={checkout.totalItems}
      size={18}
      color="red"
      disabled={checkout.totalItems === 0}
    >
      <ButtonLink
        to="/dashboard/e-commerce/checkout"
        variant="default"
        aria-label={t('cart.widget', { count: checkout.totalItems })}
        data-testid="cart-widget"
        leftSection={<IconShoppingCart size={20} aria-hidden />}
      >
        {t('cart.button')}
      </ButtonLink>
    </Indicator>
  )
}
