import { Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { IconCopy, IconMailForward, IconUsersPlus } from '@tabler/icons-react'
import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { validateEmail } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { WidgetCard } from '../widgets/widget-card'

/** The address a friend signs up at. */
const registerLink = () => `${window.location.origin}/auth/register`

/**
 * Invite friends. The app sends no mail of its own (the demo has no mail server, and an invitation
 * sent "from the app" that nobody receives would be a lie), so the button opens the reader's own
 * mail program with the invitation written (a `mailto:` link), and "Copy link" copies the sign-up
 * address to share any other way (docs/decisions/dashboards.md).
 */
export function InviteFriends() {
  const { t } = useTranslation('dashboards')
  const { t: tCommon } = useTranslation()
  const clipboard = useClipboard()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const problem = validateEmail(email)
  const href = `mailto:${encodeURIComponent(email.trim())}?subject=${encodeURIComponent(
    t('banking.invite.mailSubject'),
  )}&body=${encodeURIComponent(t('banking.invite.mailBody', { link: registerLink() }))}`

  const invite = (event: MouseEvent<HTMLAnchorElement>) => {
    if (problem) {
      event.preventDefault()
      setError(tCommon(problem))
    }
  }
  const copy = () => {
    clipboard.copy(registerLink())
    notify(t('banking.invite.copied'))
  }

  return (
    <WidgetCard data-testid="invite-friends">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconUsersPlus size={26} aria-hidden />
          </ThemeIcon>
          <div>
            <Text component="h2" fw={700} size="lg" m={0}>
              {t('banking.invite.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('banking.invite.text')}
            </Text>
          </div>
        </Group>
        <TextInput
          type="email"
          label={t('banking.invite.email')}
          placeholder="friend@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            setError(null)
          }}
          error={error}
          autoComplete="off"
          data-testid="invite-email"
        />
        <Group gap="sm" wrap="wrap">
          <Button
            component="a"
            href={href}
            onClick={invite}
            leftSection={<IconMailForward size={16} aria-hidden />}
            data-testid="invite-send"
          >
            {t('banking.invite.send')}
          </Button>
          <Button variant="default" onClick={copy} leftSection={<IconCopy size={16} aria-hidden />}>
            {t('banking.invite.copy')}
          </Button>
        </Group>
      </Stack>
    </WidgetCard>
  )
}
