import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Radio,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useDisclosure } from '@mantine/hooks'
import { IconChevronLeft, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import { QueryError } from '@/components/query-error'
import { addressInputSchema, type Address } from '@/lib/api/schemas/checkout'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useAddAddress } from '../api/mutations'
import { addressesQueryOptions } from '../api/queries'
import { useCart } from '../use-cart'

/** Step 1: choose an address from the book, or add one. */
export function CheckoutBilling() {
  const { t } = useTranslation('ecommerce')
  const cart = useCart()
  const query = useQuery(addressesQueryOptions())
  const [adding, modal] = useDisclosure(false)

  const choose = (address: Address) => {
    cart.setBilling({
      addressId: address.id,
      name: address.name,
      phoneNumber: address.phoneNumber,
      fullAddress: address.fullAddress,
    })
    cart.next()
  }

  return (
    <Stack gap="lg">
      {query.isPending && <Skeleton height={140} radius="lg" />}
      {query.isError && <QueryError query={query} />}
      {query.data?.map((address) => (
        <Card key={address.id} padding="lg" data-testid="address-card">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={600}>{address.name}</Text>
                <Text size="sm" c="dimmed">
                  ({t(`address.type.${address.addressType}`)})
                </Text>
                {address.primary && (
                  <Badge size="sm" variant="light">
                    {t('address.default')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" dir="auto">
                {address.fullAddress}
              </Text>
              <Text size="sm" c="dimmed" dir="ltr">
                {address.phoneNumber}
              </Text>
            </Stack>
            <Button
              variant={cart.checkout.billing?.addressId === address.id ? 'filled' : 'light'}
              onClick={() => choose(address)}
            >
              {t('address.deliverHere')}
            </Button>
          </Group>
        </Card>
      ))}
      <Group justify="space-between">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconChevronLeft size={18} className="flip-rtl" aria-hidden />}
          onClick={cart.back}
        >
          {t('checkout.back')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={modal.open}
        >
          {t('address.new')}
        </Button>
      </Group>
      <NewAddressModal opened={adding} onClose={modal.close} onCreated={choose} />
    </Stack>
  )
}

function NewAddressModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean
  onClose: () => void
  onCreated: (address: Address) => void
}) {
  const { t } = useTranslation('ecommerce')
  const { t: tCommon } = useTranslation()
  const addAddress = useAddAddress()
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: '',
      phoneNumber: '',
      street: '',
      city: '',
      state: '',
      zipCode: '',
      country: '',
      addressType: 'home' as 'home' | 'office',
      primary: false,
    },
    validate: zodValidator(addressInputSchema, tCommon),
  })

  const { submit, formError, setFormError } = useFormSubmit(
    form,
    Object.keys(form.values),
    async (values) => {
      const { address } = await addAddress.mutateAsync(values)
      notify(t('address.added'))
      form.reset()
      onClose()
      onCreated(address)
    },
  )
  // The values stay for the next opening; a failure's message does not.
  const close = () => {
    setFormError(null)
    onClose()
  }

  return (
    <Modal opened={opened} onClose={close} title={t('address.new')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert>{formError}</FormErrorAlert>
          <Radio.Group label={t('address.typeLabel')} {...form.getInputProps('addressType')}>
            <Group mt="xs">
              <Radio value="home" label={t('address.type.home')} />
              <Radio value="office" label={t('address.type.office')} />
            </Group>
          </Radio.Group>
          <Group grow align="flex-start">
            <TextInput
              label={t('address.name')}
              required
              autoComplete="name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('address.phone')}
              required
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phoneNumber')}
            />
          </Group>
          <TextInput
            label={t('address.street')}
            required
            autoComplete="street-address"
            {...form.getInputProps('street')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('address.city')}
              required
              autoComplete="address-level2"
              {...form.getInputProps('city')}
            />
            <TextInput
              label={t('address.state')}
              autoComplete="address-level1"
              {...form.getInputProps('state')}
            />
            <TextInput
              label={t('address.zip')}
              required
              autoComplete="postal-code"
              {...form.getInputProps('zipCode')}
            />
          </Group>
          <TextInput
            label={t('address.country')}
            required
            autoComplete="country-name"
            {...form.getInputProps('country')}
          />
          <Switch
            label={t('address.useAsDefault')}
            {...form.getInputProps('primary', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('checkout.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('address.deliverHere')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
