import { Tabs } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { PageLoader } from '@/components/loading-screen'
import { PageHeader } from '@/components/page-header'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { FollowersTab } from './followers-tab'
import { FriendsTab } from './friends-tab'
import { GalleryTab } from './gallery-tab'
import { ProfileHeader } from './profile-header'
import { ProfileTab } from './profile-tab'

const route = getRouteApi('/dashboard/user/profile')

/**
 * The signed-in user's profile: a header card with the tabs, and the open tab below. The tab, the
 * friends search and the page live in the URL (?tab=&q=&page=).
 */
export function ProfilePage() {
  const { t } = useTranslation('account')
  const user = useCurrentUser()
  const { tab = 'profile' } = route.useSearch()
  const navigate = route.useNavigate()
  if (!user) return <PageLoader />
  return (
    <>
      <PageHeader
        title={user.displayName}
        actions={
          <ButtonLink to="/dashboard/user/account" variant="default">
            {t('profile.edit')}
          </ButtonLink>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate({
            search:
              value === 'followers' || value === 'friends' || value === 'gallery'
                ? { tab: value }
                : {},
            replace: true,
          })
        }
        keepMounted={false}
      >
        <ProfileHeader user={user} />
        <Tabs.Panel value="profile">
          <ProfileTab user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="followers">
          <FollowersTab username={user.username} />
        </Tabs.Panel>
        <Tabs.Panel value="friends">
          <FriendsTab username={user.username} />
        </Tabs.Panel>
        <Tabs.Panel value="gallery">
          <GalleryTab username={user.username} />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}
