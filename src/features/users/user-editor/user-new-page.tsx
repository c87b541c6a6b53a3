import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { useCreateUser } from '../api/mutations'
import { UserForm } from './user-form'
import { toCreateInput } from './user-form-values'

/** /dashboard/user/new */
export function UserNewPage() {
  const { t } = useTranslation('users')
  // The form shows why a save failed, next to the fields or above them.
  const create = useCreateUser({ meta: { form: true } })
  return (
    <>
      <PageHeader title={t('form.createTitle')} />
      <UserForm save={(values) => create.mutateAsync(toCreateInput(values))} />
    </>
  )
}
