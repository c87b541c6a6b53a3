import { Tooltip, useDirection, useMantineTheme } from '@mantine/core'
import { IconMessagePlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ActionIconLink } from '@/components/link'
import { StatusMenu } from './status-menu'
import classes from './chat-sidebar.module.css'

/** The signed-in user with their status menu, and "New conversation". */
export function SidebarHeader({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('chat')
  const { dir } = useDirection()
  const { primaryColor } = useMantineTheme()
  return (
    <div className={classes.header}>
      <StatusMenu collapsed={collapsed} />
      <Tooltip
        label={t('sidebar.newConversation')}
        position={collapsed ? (dir === 'rtl' ? 'left' : 'right') : 'bottom'}
      >
        <ActionIconLink
          to="/dashboard/chat/new"
          size="lg"
          variant="light"
          color={primaryColor}
          aria-label={t('sidebar.newConversation')}
          data-testid="chat-new-conversation"
        >
          <IconMessagePlus size={20} aria-hidden />
        </ActionIconLink>
      </Tooltip>
    </div>
  )
}
