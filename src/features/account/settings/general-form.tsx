import { Button, Card, Grid, Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/user-avatar'
import { updateProfileBodySchema, type User } from '@/lib/api/schemas/account'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useUpdateProfile } from '../api/mutations'
import { CountrySelect } from '@/components/country-select'
import { FormErrorAlert } from '@/components/form-error-alert'

const FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'country',
  'state',
  'city',
  'address',
  'zipCode',
  'company',
  'jobTitle',
  'about',
  'isPublic',
  'avatarUrl',
] as const

/** Profile details; saved through the API, the header and profile follow at once. */
export function GeneralForm({ user }: { user: User }) {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const updateProfile = useUpdateProfile()
  const form = useForm({
    mode: 'controlled',
    initialValues: Object.fromEntries(FIELDS.map((field) => [field, user[field]])) as Pick<
      User,
      (typeof FIELDS)[number]
    >,
    validate: zodValidator(updateProfileBodySchema, tCommon),
  })

  const { submit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    await updateProfile.mutateAsync(values)
    form.resetDirty(values)
    notify(t('account.saved'))
  })

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card padding="xl">
          <Stack align="center" gap="xs" ta="center">
            <UserAvatar user={user} size={112} radius={56} />
            <Text fw={600} mt="sm">
              {user.displayName}
            </Text>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card padding="lg" component="form" onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormErrorAlert>{formError}</FormErrorAlert>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('fields.firstName')}
                  required
                  autoComplete="given-name"
                  {...form.getInputProps('firstName')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('fields.lastName')}
                  required
                  autoComplete="family-name"
                  {...form.getInputProps('lastName')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('fields.email')}
                  value={user.email}
                  readOnly
                  description={t('account.emailFixed')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('profile.phone')}
                  type="tel"
                  autoComplete="tel"
                  {...form.getInputProps('phoneNumber')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CountrySelect
                  label={t('account.country')}
                  {...form.getInputProps('country')}
                  onChange={(value) => form.setFieldValue('country', value ?? '')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('account.city')}
                  autoComplete="address-level2"
                  {...form.getInputProps('city')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label={t('account.address')}
                  autoComplete="street-address"
                  {...form.getInputProps('address')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('account.zipCode')}
                  autoComplete="postal-code"
                  {...form.getInputProps('zipCode')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={t('profile.about')}
                  autosize
                  minRows={3}
                  maxRows={8}
                  {...form.getInputProps('about')}
                />
              </Grid.Col>
            </Grid>
            <Switch
              label={t('account.publicProfile')}
              {...form.getInputProps('isPublic', { type: 'checkbox' })}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                variant="inverse"
                loading={form.submitting}
                disabled={!form.isDirty()}
              >
                {t('account.save')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  )
}
