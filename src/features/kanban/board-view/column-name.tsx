import { TextInput, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/http'
import { nameField } from '@/lib/api/schemas/common'
import { useCurrentRole } from '@/lib/session/use-auth'
import { useRenameColumn } from '../api/mutations'
import classes from './kanban.module.css'
import { check } from '../validation'

/** Puts the focus in the field when it appears (instead of autoFocus, which the linter flags). */
const focusOnMount = (element: HTMLInputElement | null) => element?.focus()

/**
 * The column's name; for an administrator a click turns it into a field (Enter saves, Escape
 * cancels). Others read it: renaming is an administrator's (docs/api.md, "Permissions").
 */
export function ColumnName({ columnId, name }: { columnId: string; name: string }) {
  const canRename = useCurrentRole() === 'admin'
  if (!canRename)
    return (
      <span className={classes.columnName} data-readonly>
        {name}
      </span>
    )
  return <EditableColumnName columnId={columnId} name={name} />
}

function EditableColumnName({ columnId, name }: { columnId: string; name: string }) {
  const { t } = useTranslation('kanban')
  const { t: tc } = useTranslation('common')
  const rename = useRenameColumn()
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const cancel = () => {
    setDraft(null)
    setError(null)
  }
  const save = () => {
    if (draft === null) return
    const parsed = check(nameField, draft, tc)
    if (!parsed.ok) {
      setError(parsed.message)
      return
    }
    setDraft(null)
    setError(null)
    if (parsed.value === name) return
    rename.mutate(
      { columnId, name: parsed.value },
      {
        onError: (failure) => {
          // The server refused the name: the field comes back with its message.
          const message = isApiError(failure) ? failure.fieldErrors.name : undefined
          if (message) {
            setDraft(parsed.value)
            setError(message)
          }
        },
      },
    )
  }

  if (draft === null)
    return (
      <UnstyledButton
        className={classes.columnName}
        onClick={() => setDraft(name)}
        aria-label={t('column.rename', { name })}
        title={t('column.rename', { name })}
      >
        {name}
      </UnstyledButton>
    )
  return (
    <TextInput
      flex={1}
      size="xs"
      ref={focusOnMount}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value)
        setError(null)
      }}
      onFocus={(event) => event.currentTarget.select()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          save()
        } else if (event.key === 'Escape') {
          event.preventDefault()
          event.stopPropagation()
          cancel()
        }
      }}
      onBlur={() => {
        // Leaving the field keeps a valid change and drops an invalid one.
        if (draft !== null && nameField.safeParse(draft).success) save()
        else cancel()
      }}
      aria-label={t('column.nameLabel')}
      description={error ? undefined : t('column.renameHint')}
      error={error}
      maxLength={80}
    />
  )
}
