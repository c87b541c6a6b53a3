import { Button, Card, Grid, Group, Select, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CountrySelect } from '@/components/country-select'
import { FormErrorAlert } from '@/components/form-error-alert'
import { ButtonLink } from '@/components/link'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import { ROLES } from '@/lib/api/schemas/account'
import { userInputSchema, type User } from '@/lib/api/schemas/users'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { typedText } from '@/lib/i18n/typed-text'
import { AccessSection } from './access-section'
import { AvatarField } from './avatar-field'
import {
  emptyUserValues,
  toCreateInput,
  USER_FIELDS,
  userToFormValues,
  type UserFormValues,
} from './user-form-values'
import { userLocks } from '../protection'

interface UserFormProps {
  /** The person edited; none for a new one. */
  user?: User
  /** The write (create or update); it throws the API's refusal. */
  save: (values: UserFormValues) => Promise<{ user: User }>
}

/** The user editor, for /dashboard/user/new and /dashboard/user/$name/edit. */
export function UserForm({ user, save }: UserFormProps) {
  const { t } = useTranslation('users')
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  const me = useCurrentUser()
  const locks = userLocks(user, me)
  // Set once the save or delete succeeded: leaving then needs no confirmation.
  const done = useRef(false)
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: user ? userToFormValues(user) : emptyUserValues(),
    validate: (values) => zodValidator(userInputSchema, tCommon)(toCreateInput(values)),
  })

  /** Back to the list, searched for the person so their row is in view. */
  const leaveFor = async (name: string | undefined) => {
    done.current = true
    await navigate({ to: '/dashboard/user/list', search: name ? { q: name } : {} })
  }

  const { submit, formError, setFormError } = useFormSubmit(form, USER_FIELDS, async (values) => {
    const { user: saved } = await save(values)
    notify(
      user
        ? t('form.updated', { name: saved.displayName })
        : t('form.created', { name: saved.displayName }),
    )
    await leaveFor(saved.displayName)
  })

  const lockHint = (reason: 'demo' | 'self' | null) =>
    reason === 'demo' ? t('form.lockedDemo') : reason === 'self' ? t('form.lockedSelf') : undefined
  const { firstName, lastName, email } = form.values

  return (
    <form onSubmit={submit} noValidate data-testid="user-form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card padding="lg">
            <Stack gap="lg">
              <AvatarField
                value={form.values.avatarUrl}
                onChange={(value) => {
                  form.setFieldValue('avatarUrl', value)
                  form.clearFieldError('avatarUrl')
                }}
                person={{ displayName: `${firstName} ${lastName}`.trim(), email }}
                error={form.errors.avatarUrl as string | undefined}
              />
              {user && (
                <AccessSection
                  form={form}
                  user={user}
                  locks={locks}
                  lockHint={lockHint}
                  onDeleted={() => leaveFor(undefined)}
                  onDeleteFailed={setFormError}
                />
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card padding="lg">
            <Stack gap="lg">
              <FormErrorAlert>{formError}</FormErrorAlert>
              {/* Names and addresses may be in another script than the page: each field follows its text. */}
              <Grid gap="md">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    attributes={typedText(form.values.firstName)}
                    label={t('fields.firstName')}
                    required
                    maxLength={60}
                    autoComplete="off"
                    {...form.getInputProps('firstName')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    attributes={typedText(form.values.lastName)}
                    label={t('fields.lastName')}
                    required
                    maxLength={60}
                    autoComplete="off"
                    {...form.getInputProps('lastName')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    attributes={typedText(form.values.email)}
                    label={t('fields.email')}
                    type="email"
                    required
                    maxLength={254}
                    autoComplete="off"
                    disabled={locks.email !== null}
                    description={lockHint(locks.email)}
                    {...form.getInputProps('email')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    attributes={typedText(form.values.phoneNumber)}
                    label={t('fields.phoneNumber')}
                    type="tel"
                    maxLength={30}
                    autoComplete="off"
                    {...form.getInputProps('phoneNumber')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <CountrySelect
                    label={t('fields.country')}
                    {...form.getInputProps('country')}
                    onChange={(value) => form.setFieldValue('country', value ?? '')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    attributes={typedText(form.values.state)}
                    label={t('fields.state')}
                    maxLength={60}
                    {...form.getInputProps('state')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    attributes={typedText(form.values.city)}
                    label={t('fields.city')}
                    maxLength={60}
                    {...form.getInputProps('city')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    attributes={typedText(form.values.zipCode)}
                    label={t('fields.zipCode')}
                    maxLength={20}
                    {...form.getInputProps('zipCode')}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TextInput
                    attributes={typedText(form.values.address)}
                    label={t('fields.address')}
                    maxLength={120}
                    {...form.getInputProps('address')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    attributes={typedText(form.values.company)}
                    label={t('fields.company')}
                    maxLength={80}
                    {...form.getInputProps('company')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    attributes={typedText(form.values.jobTitle)}
                    label={t('fields.jobTitle')}
                    maxLength={80}
                    {...form.getInputProps('jobTitle')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.role')}
                    required
                    allowDeselect={false}
                    data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                    disabled={locks.roleAndStatus !== null}
                    description={lockHint(locks.roleAndStatus)}
                    {...form.getInputProps('role')}
                  />
                </Grid.Col>
              </Grid>
              <Group justify="flex-end">
                <ButtonLink to="/dashboard/user/list" variant="default">
                  {t('form.cancel')}
                </ButtonLink>
                <Button type="submit" variant="inverse" loading={form.submitting}>
                  {user ? t('form.save') : t('form.create')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <UnsavedChangesGuard
        shouldBlock={() => !done.current && form.isDirty()}
        dirty={form.isDirty()}
        message={t('form.unsaved')}
      />
    </form>
  )
}
