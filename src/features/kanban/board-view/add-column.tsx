import { ActionIcon, Group, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/http'
import { nameField } from '@/lib/api/schemas/common'
import { useCurrentRole } from '@/lib/session/use-auth'
import { newId, useAddColumn } from '../api/mutations'
import classes from './kanban.module.css'
import { check } from '../validation'

/**
 * The field at the end of the board: a name and Enter (or the button) appends a column. The
 * columns are the board's structure, an administrator's to change (docs/api.md, "Permissions").
 */
export function AddColumn() {
  return useCurrentRole() === 'admin' ? <AddColumnField /> : null
}

function AddColumnField() {
  const { t } = useTranslation('kanban')
  const { t: tc } = useTranslation('common')
  const add = useAddColumn()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = () => {
    const parsed = check(nameField, name, tc)
    if (!parsed.ok) {
      setError(parsed.message)
      return
    }
    const column = { id: newId('column'), name: parsed.value }
    setName('')
    add.mutate(column, {
      onError: (failure) => {
        setName(column.name)
        setError((isApiError(failure) && failure.fieldErrors.name) || failure.message)
      },
    })
  }

  return (
    <form
      className={classes.addColumn}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      noValidate
    >
      <Group gap={6} align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          label={t('newColumn.label')}
          placeholder={t('newColumn.placeholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value)
            setError(null)
          }}
          error={error}
          maxLength={80}
          data-testid="new-column-name"
        />
        <ActionIcon
          variant="filled"
          color="primary"
          type="submit"
          size={36}
          mt={25}
          aria-label={t('addColumn')}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  )
}
