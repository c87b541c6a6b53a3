import { Button, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconChevronLeft } from '@tabler/icons-react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { resetPasswordBodySchema } from '@/lib/api/schemas/account'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useResetPassword } from '../api'
import classes from '../components/auth.module.css'
import { FormErrorAlert } from '@/components/form-error-alert'

/** Every auth page reads the params the /auth layout parses. */
const authRoute = getRouteApi('/auth')

export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  usePageTitle(t('reset.title'))
  const navigate = useNavigate()
  const search = authRoute.useSearch()
  const resetPassword = useResetPassword()
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: search.email ?? '' },
    validate: zodValidator(resetPasswordBodySchema, tCommon),
  })

  const { submit, formError } = useFormSubmit(form, ['email'], async ({ email }) => {
    const { message } = await resetPassword.mutateAsync(email.trim())
    notify(message)
    await navigate({ to: '/auth/new-password', search: { email: email.trim() } })
  })

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} className={classes.title}>
          {t('reset.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reset.description')}
        </Text>
      </Stack>
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
          <Button type="submit" size="lg" variant="inverse" fullWidth loading={form.submitting}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
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
