/**
 * The chat's sidebar: the signed-in user with their status, "New conversation", a search over
 * the server's contacts and conversations, and the conversation list. On desktop it folds into a
 * rail of avatars (the choice is kept in atoms.ts while the app is open).
 */
import { ActionIcon, Tooltip, useDirection } from '@mantine/core'
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSearch,
} from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '@/components/debounced-search'
import { ConversationList } from './conversation-list'
import { SearchResults } from './search-results'
import { SidebarHeader } from './sidebar-header'
import classes from './chat-sidebar.module.css'

interface ChatSidebarProps {
  /** The rail of avatars. */
  collapsed: boolean
  /** Folds or unfolds the sidebar; absent where it cannot fold (a phone). */
  onToggleCollapsed?: (collapsed: boolean) => void
}

export function ChatSidebar({ collapsed, onToggleCollapsed }: ChatSidebarProps) {
  const { t } = useTranslation('chat')
  const { dir } = useDirection()
  // The room owns the address, so the search lives here, for as long as the sidebar is shown.
  const [search, setSearch] = useState('')
  // The rail's search button unfolds the sidebar, then the box takes the focus once it is there.
  const focusSearch = useRef(false)
  const searchBox = (node: HTMLDivElement | null) => {
    if (!node || !focusSearch.current) return
    focusSearch.current = false
    node.querySelector('input')?.focus()
  }
  const side = dir === 'rtl' ? 'left' : 'right'

  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse
  const toggleLabel = collapsed ? t('sidebar.expand') : t('sidebar.collapse')

  return (
    <div
      className={classes.root}
      data-collapsed={collapsed || undefined}
      data-testid="chat-sidebar"
    >
      <SidebarHeader collapsed={collapsed} />
      {collapsed ? (
        onToggleCollapsed && (
          <div className={classes.railSearch}>
            <Tooltip label={t('sidebar.searchLabel')} position={side}>
              <ActionIcon
                size="lg"
                aria-label={t('sidebar.searchLabel')}
                onClick={() => {
                  focusSearch.current = true
                  onToggleCollapsed(false)
                }}
              >
                <IconSearch size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </div>
        )
      ) : (
        <div className={classes.search} ref={searchBox}>
          <DebouncedSearch
            value={search || undefined}
            onSearch={(text) => setSearch(text ?? '')}
            label={t('sidebar.searchLabel')}
            placeholder={t('sidebar.searchPlaceholder')}
            clearLabel={t('sidebar.clearSearch')}
            data-testid="chat-search"
          />
        </div>
      )}
      <nav className={classes.body} aria-label={t('sidebar.navLabel')}>
        {search && !collapsed ? (
          <SearchResults search={search} />
        ) : (
          <ConversationList collapsed={collapsed} />
        )}
      </nav>
      {onToggleCollapsed && (
        <div className={classes.footer}>
          <Tooltip label={toggleLabel} position={collapsed ? side : 'top'}>
            <ActionIcon
              size="lg"
              aria-label={toggleLabel}
              onClick={() => onToggleCollapsed(!collapsed)}
              data-testid="chat-sidebar-toggle"
            >
              <ToggleIcon size={20} className="flip-rtl" aria-hidden />
            </ActionIcon>
          </Tooltip>
        </div>
      )}
    </div>
  )
}
