import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import type { User } from '@/lib/api/schemas/users'
import { useUpdateUser } from '../api/mutations'
import { userQueryOptions } from '../api/queries'
import { UserForm } from './user-form'
import { toUpdateInput } from './user-form-values'

const editRoute = getRouteApi('/dashboard/user/$name/edit')

/** /dashboard/user/$name/edit */
export function UserEditPage() {
  const { t } = useTranslation('users')
  const { name } = editRoute.useParams()
  // The loader has the user in the cache (or showed the not-found state).
  const { data } = useSuspenseQuery(userQueryOptions(name))
  return (
    <>
      <PageHeader title={t('form.editTitle', { name: data.user.displayName })} />
      {/* Another person is another form: start from their values, not the previous one's. */}
      <EditForm key={data.user.id} user={data.user} />
    </>
  )
}

function EditForm({ user }: { user: User }) {
  const update = useUpdateUser(user, { meta: { form: true } })
  return <UserForm user={user} save={(values) => update.mutateAsync(toUpdateInput(values))} />
}
