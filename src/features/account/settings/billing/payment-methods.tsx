import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconDotsVertical, IconPlus, IconStar, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import {
  MAX_PAYMENT_METHODS,
  type BillingResponse,
  type PaymentMethod,
} from '@/lib/api/schemas/account'
import { notify } from '@/lib/notify'
import { useDeleteCard, useMakeCardPrimary } from '../../api/settings-mutations'
import { AddCardModal } from './add-card-modal'
import { CARD_BRAND_NAMES, CardBrandIcon } from '@/components/card-brand'

/** The stored cards: brand, •••• last four, holder, expiry, which one pays; add, set primary, delete. */
export function PaymentMethods({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('account')
  const [adding, { open: openAdd, close: closeAdd }] = useDisclosure(false)
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null)
  const deleteCard = useDeleteCard()
  const makePrimary = useMakeCardPrimary()
  const cards = billing.paymentMethods
  const full = cards.length >= MAX_PAYMENT_METHODS
  const paid = billing.subscription.planId !== 'basic'

  return (
    <Card padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h5" id="payment-methods">
          {t('settings.billing.cards.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={openAdd}
          disabled={full}
          title={
            full ? t('settings.billing.cards.full', { count: MAX_PAYMENT_METHODS }) : undefined
          }
        >
          {t('settings.billing.cards.add')}
        </Button>
      </Group>
      {cards.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.billing.cards.empty')}
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-labelledby="payment-methods"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {cards.map((card) => (
            <Card key={card.id} component="li" withBorder padding="md" radius="md">
              <Group wrap="nowrap" gap="md">
                <CardBrandIcon brand={card.brand} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} dir="ltr">
                      <VisuallyHidden>
                        {card.brand === 'other'
                          ? t('settings.billing.cards.brandOther')
                          : CARD_BRAND_NAMES[card.brand]}{' '}
                      </VisuallyHidden>
                      •••• {card.last4}
                    </Text>
                    {card.primary && (
                      <Badge size="sm" variant="light">
                        {t('settings.billing.cards.primary')}
                      </Badge>
                    )}
                  </Group>
                  {/* Isolated, not `dir="auto"`: a Latin name in an Arabic page keeps the page's alignment. */}
                  <Text size="sm" c="dimmed" truncate>
                    <bdi>{card.holder}</bdi>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('settings.billing.cards.expires', { expiry: card.expiry })}
                  </Text>
                </Stack>
                <Menu>
                  <Menu.Target>
                    <ActionIcon
                      aria-label={t('settings.billing.cards.actions', { last4: card.last4 })}
                    >
                      <IconDotsVertical size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconStar size={16} aria-hidden />}
                      disabled={card.primary}
                      onClick={() =>
                        makePrimary.mutate(card.id, {
                          onSuccess: () =>
                            notify(t('settings.billing.cards.primaryDone', { last4: card.last4 })),
                        })
                      }
                    >
                      {t('settings.billing.cards.setPrimary')}
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      disabled={card.primary && paid}
                      onClick={() => setDeleting(card)}
                    >
                      {t('settings.billing.cards.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {paid && cards.length > 0 && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('settings.billing.cards.primaryKept')}
        </Text>
      )}
      <AddCardModal opened={adding} onClose={closeAdd} first={cards.length === 0} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('settings.billing.cards.deleteTitle')}
        confirmLabel={t('settings.billing.cards.delete')}
        pending={deleteCard.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return
          deleteCard.mutate(deleting.id, {
            onSuccess: () => notify(t('settings.billing.cards.deleted', { last4: deleting.last4 })),
            onSettled: () => setDeleting(null),
          })
        }}
      >
        {t('settings.billing.cards.deleteBody', { last4: deleting?.last4 ?? '' })}
      </ConfirmModal>
    </Card>
  )
}
