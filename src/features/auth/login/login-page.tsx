import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { PasswordField } from '@/components/password-field'
import { loginBodySchema } from '@/lib/api/schemas/account'
import { config } from '@/lib/config'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { DASHBOARD_HOME } from '@/lib/router/paths'
import { sanitizeReturnTo } from '@/lib/session/return-to'
import { useAuth } from '@/lib/session/use-auth'
import { DemoCredentials } from './demo-credentials'
import { readRememberedEmail, REMEMBER_FIELD, rememberEmail } from './remembered-email'
import { AuthPageNotice, SessionNotice } from './session-notice'
import classes from '../components/auth.module.css'
import { FormErrorAlert } from '@/components/form-error-alert'

/** Every auth page reads the params the /auth layout parses. */
const authRoute = getRouteApi('/auth')

export function LoginPage() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  usePageTitle(t('login.title'))
  const auth = useAuth()
  const navigate = useNavigate()
  const search = authRoute.useSearch()
  const remembered = readRememberedEmail()

  const form = useForm({
    mode: 'controlled',
    initialValues: {
      email: search.email ?? remembered,
      password: '',
      remember: Boolean(remembered),
    },
    validate: zodValidator(loginBodySchema, tCommon),
    validateInputOnBlur: ['email'],
  })

  // "Wrong email or password" is about both fields (the server must not tell which is wrong), so
  // it shows above the form, announced, as in the usual admin templates, not under one field.
  const { submit, formError } = useFormSubmit(
    form,
    ['email'],
    async ({ email, password, remember: keep }) => {
      await auth.login({ email: email.trim(), password })
      rememberEmail(keep ? email.trim() : null)
      await navigate({ href: sanitizeReturnTo(search.returnTo, DASHBOARD_HOME.to), replace: true })
    },
  )

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} className={classes.title}>
          {t('login.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('login.noAccount')}{' '}
          <AnchorLink to="/auth/register" search={{ returnTo: search.returnTo }} fw={600} size="sm">
            {t('login.getStarted')}
          </AnchorLink>
        </Text>
      </Stack>

      <SessionNotice reason={search.reason} />
      <AuthPageNotice notice={search.notice} />
      {config.mockApi && (
        <DemoCredentials
          onUse={(email, password) => {
            form.setValues({ email, password })
            form.clearErrors()
          }}
        />
      )}
      <FormErrorAlert>{formError}</FormErrorAlert>

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox
              name={REMEMBER_FIELD}
              label={t('login.remember')}
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <AnchorLink
              to="/auth/reset-password"
              size="sm"
              c="var(--mantine-color-text)"
              underline="always"
            >
              {t('login.forgot')}
            </AnchorLink>
          </Group>
          <Button type="submit" size="lg" variant="inverse" fullWidth loading={form.submitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
