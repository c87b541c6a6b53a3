import { Text } from '@mantine/core'
import { IconMessageCircle, IconMessagePlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import classes from './chat-layout.module.css'

/**
 * No conversation open (/dashboard/chat): beside the sidebar, a word on what to do. On a phone the
 * layout shows the sidebar alone here, so this never shows there.
 */
export function ChatHome() {
  const { t } = useTranslation('chat')
  return (
    <div className={classes.home} data-testid="chat-home">
      <span className={classes.homeIcon} aria-hidden>
        <IconMessageCircle size={48} stroke={1.4} />
      </span>
      <Text component="h2" fw={700} size="lg">
        {t('home.title')}
      </Text>
      <Text c="dimmed" size="sm" maw={360}>
        {t('home.text')}
      </Text>
      <ButtonLink
        to="/dashboard/chat/new"
        mt="md"
        leftSection={<IconMessagePlus size={18} aria-hidden />}
      >
        {t('home.newConversation')}
      </ButtonLink>
    </div>
  )
}
