import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/features/account/profile/profile-page'

export const Route = createFileRoute('/dashboard/user/profile')({
  staticData: { title: 'nav.profile' },
  component: ProfilePage,
})
