import { Button, Card, Grid, Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { updateProfileBodySchema, type User } from '@/lib/api/schemas/account'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useUpdateProfile } from '../api/mutations'
import { CountrySelect } from '@/components/country-select'
import { FormErrorAlert } from '@/components/form-error-alert'
import { AvatarField } from './avatar-field'

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
  const { t: tAccount } = useTranslation('account')
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
    const { user: saved } = await updateProfile.mutateAsync(values)
    // A new picture comes back as its stored address: keep that, not the upload, in the form.
    const next = { ...values, avatarUrl: saved.avatarUrl }
    form.setValues(next)
    form.resetDirty(next)
    notify(t('account.saved'))
  })

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card padding="xl">
          <Stack align="center" gap="xs" ta="center">
            <AvatarField
              user={user}
              value={form.values.avatarUrl}
              onChange={(value) => form.setFieldValue('avatarUrl', value)}
              error={form.errors.avatarUrl as string | undefined}
            />
            <Text fw={600} mt="sm" dir="auto">
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
                  label={tAccount('settings.general.state')}
                  autoComplete="address-level1"
                  {...form.getInputProps('state')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('account.city')}
                  autoComplete="address-level2"
                  {...form.getInputProps('city')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('account.zipCode')}
                  autoComplete="postal-code"
                  {...form.getInputProps('zipCode')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('account.address')}
                  autoComplete="street-address"
                  {...form.getInputProps('address')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={tAccount('settings.general.company')}
                  autoComplete="organization"
                  {...form.getInputProps('company')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={tAccount('settings.general.jobTitle')}
                  autoComplete="organization-title"
                  {...form.getInputProps('jobTitle')}
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
