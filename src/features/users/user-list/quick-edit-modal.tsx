import { Button, Grid, Group, Modal, Select, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { CountrySelect } from '@/components/country-select'
import { FormErrorAlert } from '@/components/form-error-alert'
import { ROLES, type Role, type UserStatus } from '@/lib/api/schemas/account'
import {
  updateUserBodySchema,
  USER_STATUSES,
  type UpdateUserInput,
  type User,
} from '@/lib/api/schemas/users'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { typedText } from '@/lib/i18n/typed-text'
import { useUpdateUser } from '../api/mutations'
import { userLock } from '../protection'

const FIELDS = [
  'status',
  'role',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'state',
  'city',
  'address',
  'zipCode',
  'company',
] as const
type QuickEditValues = Pick<UpdateUserInput, (typeof FIELDS)[number]>

interface QuickEditModalProps {
  /** The person being edited; null when the dialog is closed. */
  user: User | null
  me: User | undefined
  onClose: () => void
}

/** The list's quick edit: the common fields of one person, saved in place. */
export function QuickEditModal({ user, me, onClose }: QuickEditModalProps) {
  const { t } = useTranslation('users')
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('list.quickEditTitle')} size="lg">
      {/* Keyed by person: a fresh form for each opening. */}
      {user && <QuickEditForm key={user.id} user={user} me={me} onDone={onClose} />}
    </Modal>
  )
}

const isRole = (value: string | null): value is Role =>
  (ROLES as readonly (string | null)[]).includes(value)
const isStatus = (value: string | null): value is UserStatus =>
  (USER_STATUSES as readonly (string | null)[]).includes(value)

function QuickEditForm({
  user,
  me,
  onDone,
}: {
  user: User
  me: User | undefined
  onDone: () => void
}) {
  const { t } = useTranslation('users')
  const { t: tCommon } = useTranslation()
  const lock = userLock(user, me)
  const lockReason =
    lock === 'demo' ? t('list.lockedDemo') : lock === 'self' ? t('list.lockedSelf') : undefined
  const update = useUpdateUser(user, { meta: { form: true } })
  const form = useForm<QuickEditValues>({
    mode: 'controlled',
    initialValues: Object.fromEntries(
      FIELDS.map((field) => [field, user[field]]),
    ) as QuickEditValues,
    validate: (values) =>
      zodValidator<UpdateUserInput>(
        updateUserBodySchema.shape.user,
        tCommon,
      )(complete(user, values)),
  })
  const { submit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    const { user: saved } = await update.mutateAsync(complete(user, values))
    notify(t('list.saved', { name: saved.displayName }))
    onDone()
  })
  const text = (
    field: Exclude<(typeof FIELDS)[number], 'status' | 'role' | 'country'>,
    autoComplete: string,
  ) => (
    <TextInput
      label={t(`fields.${field}`)}
      autoComplete={autoComplete}
      {...form.getInputProps(field)}
    />
  )

  return (
    <form onSubmit={submit} noValidate data-testid="user-quick-edit">
      <Stack gap="md">
        <FormErrorAlert>{formError}</FormErrorAlert>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('fields.status')}
              data={USER_STATUSES.map((status) => ({
                value: status,
                label: t(`status.${status}`),
              }))}
              allowDeselect={false}
              disabled={lock !== null}
              description={lockReason}
              {...form.getInputProps('status')}
              onChange={(value: string | null) =>
                isStatus(value) && form.setFieldValue('status', value)
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('fields.role')}
              data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              allowDeselect={false}
              disabled={lock !== null}
              description={lockReason}
              {...form.getInputProps('role')}
              onChange={(value: string | null) =>
                isRole(value) && form.setFieldValue('role', value)
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.firstName')}
              required
              autoComplete="off"
              attributes={typedText(form.values.firstName)}
              {...form.getInputProps('firstName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.lastName')}
              required
              autoComplete="off"
              attributes={typedText(form.values.lastName)}
              {...form.getInputProps('lastName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.email')}
              type="email"
              required
              autoComplete="off"
              dir="ltr"
              disabled={lock === 'demo'}
              description={lock === 'demo' ? lockReason : undefined}
              {...form.getInputProps('email')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.phoneNumber')}
              type="tel"
              autoComplete="off"
              dir="ltr"
              {...form.getInputProps('phoneNumber')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CountrySelect
              label={t('fields.country')}
              autoComplete="off"
              {...form.getInputProps('country')}
              onChange={(value) => form.setFieldValue('country', value ?? '')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('state', 'off')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('city', 'off')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('zipCode', 'off')}</Grid.Col>
          <Grid.Col span={12}>{text('address', 'off')}</Grid.Col>
          <Grid.Col span={12}>{text('company', 'off')}</Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {tCommon('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="inverse"
            loading={form.submitting}
            disabled={!form.isDirty()}
          >
            {t('list.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The update call takes every field: those the dialog does not show keep their stored value. */
const complete = (user: User, values: QuickEditValues): UpdateUserInput => ({
  jobTitle: user.jobTitle,
  avatarUrl: user.avatarUrl,
  emailVerified: user.emailVerified,
  ...values,
})
