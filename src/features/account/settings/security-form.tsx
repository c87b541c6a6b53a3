import { Button, Card, Group, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/components/password-field'
import { changePasswordBodySchema } from '@/lib/api/schemas/account'
import { useFormSubmit, withConfirmation, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { PasswordStrengthMeter } from '@/components/password-strength-meter'
import { useChangePassword } from '../api/mutations'
import { FormErrorAlert } from '@/components/form-error-alert'

const formSchema = withConfirmation(changePasswordBodySchema, 'newPassword')

/** Change password: the current one, then the new one twice. */
export function SecurityForm() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const changePassword = useChangePassword()
  const form = useForm({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: zodValidator(formSchema, tCommon),
  })
  const toggle = { 'aria-label': t('fields.togglePassword') }

  const { submit, formError } = useFormSubmit(
    form,
    ['oldPassword', 'newPassword'],
    async ({ oldPassword, newPassword }) => {
      const { message } = await changePassword.mutateAsync({ oldPassword, newPassword })
      notify(message)
      form.reset()
    },
  )

  return (
    <Card padding="lg" maw={560} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert>{formError}</FormErrorAlert>
        <PasswordField
          label={t('account.oldPassword')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('oldPassword')}
        />
        <div>
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('newPassword')}
          />
          <PasswordStrengthMeter password={form.values.newPassword} />
        </div>
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="inverse" loading={form.submitting}>
            {t('account.changePassword')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
