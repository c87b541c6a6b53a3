import { ActionIcon, Skeleton, Text, Tooltip, useDirection } from '@mantine/core'
import { IconMessagePlus, IconMessages, IconRefresh } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ActionIconLink, ButtonLink } from '@/components/link'
import { QueryError } from '@/components/query-error'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { conversationsQueryOptions } from '../api/queries'
import { ConversationRow } from './conversation-row'
import { useOpenConversation } from './use-open-conversation'
import classes from './chat-sidebar.module.css'

/** The signed-in user's conversations, newest first (the sidebar without a search). */
export function ConversationList({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('chat')
  const { dir } = useDirection()
  const query = useQuery(conversationsQueryOptions())
  const user = useCurrentUser()
  const { isOpen } = useOpenConversation()

  if (query.isPending) return <ListSkeleton collapsed={collapsed} />
  if (query.isError)
    return collapsed ? (
      <div className={classes.railState}>
        <Tooltip label={t('sidebar.retry')} position={dir === 'rtl' ? 'left' : 'right'}>
          <ActionIcon
            size="lg"
            color="red"
            aria-label={t('sidebar.retry')}
            onClick={() => void query.refetch()}
          >
            <IconRefresh size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
    ) : (
      <QueryError query={query} />
    )
  const conversations = query.data.conversations
  if (conversations.length === 0)
    return collapsed ? (
      <div className={classes.railState}>
        <Tooltip label={t('sidebar.startConversation')} position={dir === 'rtl' ? 'left' : 'right'}>
          <ActionIconLink
            to="/dashboard/chat/new"
            size="lg"
            aria-label={t('sidebar.startConversation')}
          >
            <IconMessagePlus size={20} aria-hidden />
          </ActionIconLink>
        </Tooltip>
      </div>
    ) : (
      <div className={classes.state} data-testid="chat-list-empty">
        <span className={classes.stateIcon} aria-hidden>
          <IconMessages size={36} stroke={1.4} />
        </span>
        <Text fw={700}>{t('sidebar.emptyTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('sidebar.emptyText')}
        </Text>
        <ButtonLink to="/dashboard/chat/new" variant="light" mt="sm">
          {t('sidebar.startConversation')}
        </ButtonLink>
      </div>
    )

  return (
    <ul className={classes.list} data-testid="chat-conversation-list">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow
            conversation={conversation}
            userId={user?.id ?? ''}
            open={isOpen(conversation)}
            collapsed={collapsed}
          />
        </li>
      ))}
    </ul>
  )
}

/** Rows' shapes while the list loads (announced once as loading). */
export function ListSkeleton({ collapsed, rows = 7 }: { collapsed: boolean; rows?: number }) {
  const { t } = useTranslation('chat')
  return (
    <div
      className={classes.skeleton}
      role="status"
      aria-busy="true"
      aria-label={t('sidebar.loading')}
    >
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={classes.skeletonRow}>
          <Skeleton circle height={44} />
          {!collapsed && (
            <div className={classes.skeletonText}>
              <Skeleton height={12} width="60%" radius="sm" />
              <Skeleton height={10} width="85%" radius="sm" />
            </div>
          )}
        </div>
      ))}
    </div>
  )
}
