import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { Trans, useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { AnchorLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { PasswordField } from '@/components/password-field'
import { registerBodySchema } from '@/lib/api/schemas/account'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { useAuth } from '@/lib/session/use-auth'
import { PasswordStrengthMeter } from '@/components/password-strength-meter'
import classes from '../components/auth.module.css'
import { FormErrorAlert } from '@/components/form-error-alert'

/** Every auth page reads the params the /auth layout parses. */
const authRoute = getRouteApi('/auth')

const registerFormSchema = z.extend(registerBodySchema, {
  terms: z.literal(true, 'terms_required'),
})

export function RegisterPage() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  usePageTitle(t('register.title'))
  const auth = useAuth()
  const navigate = useNavigate()
  const search = authRoute.useSearch()

  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: search.email ?? '',
      password: '',
      terms: false,
    },
    validate: zodValidator(registerFormSchema, tCommon),
    validateInputOnBlur: ['email', 'password'],
  })

  const { submit, formError } = useFormSubmit(
    form,
    ['firstName', 'lastName', 'email', 'password'],
    async ({ terms: _terms, ...body }) => {
      await auth.register({ ...body, email: body.email.trim() })
      await navigate({ to: '/auth/verify', search: { returnTo: search.returnTo }, replace: true })
    },
  )

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} className={classes.title}>
          {t('register.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('register.haveAccount')}{' '}
          <AnchorLink to="/auth/login" search={{ returnTo: search.returnTo }} fw={600} size="sm">
            {t('register.signIn')}
          </AnchorLink>
        </Text>
      </Stack>

      <FormErrorAlert>{formError}</FormErrorAlert>

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              {...form.getInputProps('lastName')}
            />
          </Group>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <div>
            <PasswordField
              label={t('fields.password')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              {...form.getInputProps('password')}
            />
            <PasswordStrengthMeter password={form.values.password} />
          </div>
          <Checkbox
            label={
              <Trans
                t={t}
                i18nKey="register.terms"
                components={{ terms: <strong />, privacy: <strong /> }}
              />
            }
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Button type="submit" size="lg" variant="inverse" fullWidth loading={form.submitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
