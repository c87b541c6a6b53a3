import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import type { FileItem } from '@/lib/api/schemas/files'
import { useFormSubmit } from '@/lib/forms'
import { typedText } from '@/lib/i18n/typed-text'
import { notify } from '@/lib/notify'
import { useNewFolder, useRename } from '../api/mutations'
import { nameError, stemLength } from './name-rules'

const FIELDS = ['name'] as const

export type NameDialogState =
  { mode: 'new-folder'; parentId: string | null } | { mode: 'rename'; item: FileItem }

interface NameDialogProps {
  state: NameDialogState | null
  onClose: () => void
}

/** A new folder's name, or an item's new name: checked as typed, and again by the API (unique in its folder). */
export function NameDialog({ state, onClose }: NameDialogProps) {
  const { t } = useTranslation('files')
  const { t: tCommon } = useTranslation()
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state?.mode === 'rename' ? t('name.renameTitle') : t('name.newFolderTitle')}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
    >
      {state && (
        <NameForm
          key={state.mode === 'rename' ? state.item.id : 'new'}
          state={state}
          onDone={onClose}
        />
      )}
    </Modal>
  )
}

const newFolderId = () => `fld-${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`

function NameForm({ state, onDone }: { state: NameDialogState; onDone: () => void }) {
  const { t } = useTranslation('files')
  const { t: tCommon } = useTranslation()
  const rename = useRename()
  const create = useNewFolder()
  const initial = state.mode === 'rename' ? state.item.name : ''
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: initial, folderId: newFolderId() },
    validate: { name: (value) => nameError(value, t) },
  })
  const { submit, formError } = useFormSubmit(form, FIELDS, async ({ name, folderId }) => {
    if (state.mode === 'rename') {
      if (name.trim() !== state.item.name) {
        const { item } = await rename.mutateAsync({ itemId: state.item.id, name })
        notify(t('name.renamed', { name: item.name }))
      }
    } else {
      // The id is chosen once per dialog: a retried create is stored once.
      const { item } = await create.mutateAsync({ folderId, parentId: state.parentId, name })
      notify(t('name.created', { name: item.name }))
    }
    onDone()
  })

  return (
    <form onSubmit={submit} noValidate data-testid="file-name-form">
      <Stack gap="md">
        <FormErrorAlert>{formError}</FormErrorAlert>
        <TextInput
          label={state.mode === 'rename' ? t('name.newName') : t('name.folderName')}
          placeholder={t('name.placeholder')}
          required
          data-autofocus
          attributes={typedText(form.values.name)}
          // Renaming selects the name without its extension, as file managers do.
          onFocus={(event) => {
            if (state.mode === 'rename' && event.currentTarget.value === initial)
              event.currentTarget.setSelectionRange(0, stemLength(initial))
          }}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending || create.isPending}>
            {state.mode === 'rename' ? t('name.renameButton') : t('name.createButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
