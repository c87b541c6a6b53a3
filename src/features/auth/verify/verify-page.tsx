import { Anchor, Button, Input, PinInput, Stack, Text, Title } from '@mantine/core'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '@/components/page-header'
import { isApiError } from '@/lib/api/http'
import { notify } from '@/lib/notify'
import { DASHBOARD_HOME } from '@/lib/router/paths'
import { useResendCode } from '../api'
import { authAtom } from '@/lib/session/atoms'
import { sanitizeReturnTo } from '@/lib/session/return-to'
import { readStoredToken } from '@/lib/session/session'
import { decodeToken } from '@/lib/session/token'
import { useAuth } from '@/lib/session/use-auth'
import { useCooldown } from '../use-cooldown'
import { DemoInbox } from '../components/demo-inbox'
import classes from '../components/auth.module.css'
import { ResendCode } from '../components/resend-code'

/** Every auth page reads the params the /auth layout parses. */
const authRoute = getRouteApi('/auth')

const CODE_LENGTH = 6
/** A code was just sent with the registration: wait before asking for another. */
const INITIAL_COOLDOWN_S = 60

export function VerifyPage() {
  const { t } = useTranslation('auth')
  const { t: tCommon } = useTranslation()
  usePageTitle(t('verify.title'))
  const auth = useAuth()
  const { user } = useAtomValue(authAtom)
  const navigate = useNavigate()
  const search = authRoute.useSearch()
  const email = user?.email ?? decodeToken(readStoredToken() ?? '')?.email
  const resendCode = useResendCode()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const cooldown = useCooldown(INITIAL_COOLDOWN_S)
  const errorId = useId()
  const labelId = useId()

  const verify = async (value = code) => {
    if (!/^\d{6}$/.test(value)) {
      setError(tCommon('validation.code_required'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      await auth.verify(value)
      notify(t('verify.done'))
      await navigate({ href: sanitizeReturnTo(search.returnTo, DASHBOARD_HOME.to), replace: true })
    } catch (failure) {
      setError(
        isApiError(failure) ? (failure.fieldErrors.code ?? failure.message) : String(failure),
      )
    } finally {
      setBusy(false)
    }
  }

  const resend = async () => {
    const token = readStoredToken()
    if (!token) return
    try {
      const { retryAfter } = await resendCode.mutateAsync(token)
      cooldown.start(retryAfter)
      notify(t('verify.resent', { email }))
    } catch (failure) {
      const retryAfter = isApiError(failure)
        ? (failure.body as { retryAfter?: number } | undefined)?.retryAfter
        : undefined
      if (retryAfter) cooldown.start(retryAfter)
      notify(failure instanceof Error ? failure.message : String(failure), { variant: 'error' })
    }
  }

  const switchAccount = async () => {
    auth.logout()
    await navigate({ to: '/auth/login' })
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} className={classes.title}>
          {t('verify.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('verify.description', { email })}
        </Text>
      </Stack>

      <DemoInbox
        email={email}
        kind="verify"
        onUse={(value) => {
          setCode(value)
          void verify(value)
        }}
      />

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void verify()
        }}
      >
        <Stack gap="md">
          <Input.Wrapper
            label={t('fields.code')}
            labelProps={{ id: labelId }}
            error={error}
            errorProps={{ id: errorId }}
            required
          >
            <PinInput
              className={classes.pin}
              length={CODE_LENGTH}
              type="number"
              oneTimeCode
              placeholder=""
              size="lg"
              mt={6}
              value={code}
              onChange={(value) => {
                setCode(value)
                // A full code (typed or pasted, even over a previous one) is sent at once.
                if (/^\d{6}$/.test(value) && value !== code) void verify(value)
              }}
              error={Boolean(error)}
              getInputProps={(index) => ({
                'aria-label': t('fields.codeDigit', { index: index + 1, count: CODE_LENGTH }),
                'aria-describedby': error ? errorId : undefined,
              })}
              data-testid="verify-code"
            />
          </Input.Wrapper>
          <Button type="submit" size="lg" variant="inverse" fullWidth loading={busy}>
            {t('verify.submit')}
          </Button>
        </Stack>
      </form>

      <ResendCode secondsLeft={cooldown.left} onResend={() => void resend()} />
      <Anchor
        component="button"
        type="button"
        size="sm"
        c="dimmed"
        ta="center"
        onClick={() => void switchAccount()}
      >
        {t('verify.otherAccount')}
      </Anchor>
    </Stack>
  )
}
