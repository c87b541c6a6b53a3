import { Button, Input, PinInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconChevronLeft } from '@tabler/icons-react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { PasswordField } from '@/components/password-field'
import { newPasswordBodySchema } from '@/lib/api/schemas/account'
import { useFormSubmit, withConfirmation, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useNewPassword, useResetPassword } from '../api'
import { useCooldown } from '../use-cooldown'
import { DemoInbox } from '../components/demo-inbox'
import { PasswordStrengthMeter } from '@/components/password-strength-meter'
import classes from '../components/auth.module.css'
import { FormErrorAlert } from '@/components/form-error-alert'
import { ResendCode } from '../components/resend-code'

/** Every auth page reads the params the /auth layout parses. */
const authRoute = getRouteApi('/auth')

const newPasswordFormSchema = withConfirmation(newPasswordBodySchema, 'password')

const RESEND_COOLDOWN_S = 60

export function NewPasswordPage() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  const navigate = useNavigate()
  const search = authRoute.useSearch()
  // Arriving from the reset form (with its e-mail) a code was just sent; opened directly, not.
  const sent = Boolean(search.email)
  const title = sent ? t('newPassword.title') : t('newPassword.directTitle')
  usePageTitle(title)
  const newPassword = useNewPassword()
  const resetPassword = useResetPassword()
  const cooldown = useCooldown(search.email ? RESEND_COOLDOWN_S : 0)
  const codeErrorId = useId()

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: search.email ?? '', code: '', password: '', confirmPassword: '' },
    validate: zodValidator(newPasswordFormSchema, tCommon),
  })

  const { submit, formError } = useFormSubmit(
    form,
    ['email', 'code', 'password'],
    async ({ email, code, password }) => {
      const { message } = await newPassword.mutateAsync({ email: email.trim(), code, password })
      notify(message)
      await navigate({ to: '/auth/login', search: { email: email.trim() } })
    },
  )

  const resend = async () => {
    const email = form.values.email.trim()
    if (form.validateField('email').hasError) return
    try {
      const { message } = await resetPassword.mutateAsync(email)
      cooldown.start(RESEND_COOLDOWN_S)
      notify(message)
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { variant: 'error' })
    }
  }

  const codeError = form.errors.code
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {sent ? t('newPassword.description') : t('newPassword.directDescription')}
        </Text>
      </Stack>
      <DemoInbox
        email={form.values.email.trim() || undefined}
        kind="reset"
        onUse={(code) => form.setFieldValue('code', code)}
      />
      <FormErrorAlert>{formError}</FormErrorAlert>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Input.Wrapper
            label={t('fields.code')}
            error={codeError}
            errorProps={{ id: codeErrorId }}
            required
          >
            <PinInput
              className={classes.pin}
              length={6}
              type="number"
              oneTimeCode
              placeholder=""
              size="md"
              mt={6}
              value={form.values.code}
              onChange={(value) => form.setFieldValue('code', value)}
              error={Boolean(codeError)}
              getInputProps={(index) => ({
                'aria-label': t('fields.codeDigit', { index: index + 1, count: 6 }),
                'aria-describedby': codeError ? codeErrorId : undefined,
              })}
              data-testid="reset-code"
            />
          </Input.Wrapper>
          <div>
            <PasswordField
              label={t('fields.newPassword')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              {...form.getInputProps('password')}
            />
            <PasswordStrengthMeter password={form.values.password} />
          </div>
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="lg" variant="inverse" fullWidth loading={form.submitting}>
            {t('newPassword.submit')}
          </Button>
        </Stack>
      </form>
      <ResendCode secondsLeft={cooldown.left} onResend={() => void resend()} />
      <AnchorLink to="/auth/login" size="sm" fw={600} c="var(--mantine-color-text)" ta="center">
        <IconChevronLeft
          size={16}
          style={{ verticalAlign: 'middle' }}
          className="flip-rtl"
          aria-hidden
        />{' '}
        {t('backToSignIn')}
      </AnchorLink>
    </Stack>
  )
}
