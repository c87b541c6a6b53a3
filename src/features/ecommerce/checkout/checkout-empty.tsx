import { Card, Stack, Text, Title } from '@mantine/core'
import { IconShoppingCartOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'

/** An empty cart is an empty state, not a checkout with nothing in it. */
export function CheckoutEmpty() {
  const { t } = useTranslation('ecommerce')
  return (
    <Card py={64} data-testid="checkout-empty">
      <Stack align="center" gap="sm" ta="center">
        <IconShoppingCartOff
          size={64}
          stroke={1.2}
          color="var(--mantine-color-dimmed)"
          aria-hidden
        />
        <Title order={2} size="h4">
          {t('checkout.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={360}>
          {t('checkout.emptyBody')}
        </Text>
        <ButtonLink to="/dashboard/e-commerce/shop" mt="sm">
          {t('checkout.continueShopping')}
        </ButtonLink>
      </Stack>
    </Card>
  )
}
