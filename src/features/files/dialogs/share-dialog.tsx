import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconLink, IconX } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import { UserAvatar } from '@/components/user-avatar'
import type { FileItem, FilePerson, FileShare } from '@/lib/api/schemas/files'
import { FILE_LIMITS, SHARE_ROLES, type ShareRole } from '@/lib/api/schemas/files-constants'
import { isEmail } from '@/lib/forms'
import { typedText } from '@/lib/i18n/typed-text'
import { notify } from '@/lib/notify'
import { useShare } from '../api/mutations'
import { filePeopleQueryOptions } from '../api/queries'
import { useFileActions } from '../use-file-actions'

interface ShareDialogProps {
  item: FileItem | null
  onClose: () => void
}

/** Who an item is shared with: add directory people by name or e-mail, change or remove access. */
export function ShareDialog({ item, onClose }: ShareDialogProps) {
  const { t } = useTranslation('files')
  const { t: tCommon } = useTranslation()
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? t('share.title', { name: item.name }) : ''}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      size="lg"
    >
      {item && <ShareForm key={item.id} item={item} onDone={onClose} />}
    </Modal>
  )
}

const personLabel = (person: FilePerson) => `${person.name} <${person.email}>`

function ShareForm({ item, onDone }: { item: FileItem; onDone: () => void }) {
  const { t } = useTranslation('files')
  const { t: tCommon } = useTranslation()
  const queryClient = useQueryClient()
  const actions = useFileActions()
  const [shares, setShares] = useState<FileShare[]>(item.sharedWith)
  const [text, setText] = useState('')
  const [role, setRole] = useState<ShareRole>('viewer')
  const [error, setError] = useState<string | null>(null)
  const [search] = useDebouncedValue(text.trim(), 250)
  const people = useQuery(filePeopleQueryOptions(search))
  const share = useShare({ meta: { form: true } })
  const [formError, setFormError] = useState<string | null>(null)

  const taken = new Set([item.owner.id, ...shares.map((entry) => entry.person.id)])
  const suggestions = (people.data?.people ?? []).filter((person) => !taken.has(person.id))

  const add = async (value: string) => {
    setError(null)
    const typed = value.trim()
    const byLabel = suggestions.find((person) => personLabel(person) === typed)
    let person = byLabel
    if (!person) {
      if (!isEmail(typed)) {
        setError(t('share.errors.email'))
        return
      }
      // A typed address must belong to someone in the directory.
      const found = await queryClient.fetchQuery(filePeopleQueryOptions(typed.toLowerCase()))
      person = found.people.find(
        (candidate) => candidate.email.toLowerCase() === typed.toLowerCase(),
      )
    }
    if (!person) return setError(t('share.errors.unknown'))
    if (person.id === item.owner.id) return setError(t('share.errors.owner'))
    if (taken.has(person.id)) return setError(t('share.errors.already', { name: person.name }))
    if (shares.length >= FILE_LIMITS.shares)
      return setError(t('share.errors.max', { max: FILE_LIMITS.shares }))
    setShares([...shares, { person, role }])
    setText('')
  }

  const save = async () => {
    setFormError(null)
    try {
      await share.mutateAsync({
        itemId: item.id,
        shares: shares.map((entry) => ({ email: entry.person.email, role: entry.role })),
      })
      notify(t('share.saved', { name: item.name }))
      onDone()
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : String(failure))
    }
  }

  const roleOptions = SHARE_ROLES.map((value) => ({ value, label: t(`share.roles.${value}`) }))

  return (
    <Stack gap="md" data-testid="share-form">
      <FormErrorAlert>{formError}</FormErrorAlert>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void add(text)
        }}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Autocomplete
            style={{ flex: 1 }}
            label={t('share.add')}
            placeholder={t('share.addPlaceholder')}
            value={text}
            onChange={(value) => {
              setText(value)
              setError(null)
            }}
            onOptionSubmit={(value) => void add(value)}
            data={suggestions.map(personLabel)}
            error={error}
            attributes={typedText(text)}
            data-autofocus
            data-testid="share-email"
          />
          <Select
            label={t('share.role')}
            data={roleOptions}
            value={role}
            onChange={(value) => {
              const next = SHARE_ROLES.find((option) => option === value)
              if (next) setRole(next)
            }}
            allowDeselect={false}
            w={150}
          />
          <Button type="submit" mt={25} variant="light">
            {t('share.invite')}
          </Button>
        </Group>
      </form>

      <Stack gap="xs" component="section" aria-labelledby="share-people-heading">
        <Title order={3} size="h6" id="share-people-heading">
          {t('share.peopleWithAccess')}
        </Title>
        <PersonRow person={item.owner}>
          <Text size="sm" c="dimmed">
            {t('share.owner')}
          </Text>
        </PersonRow>
        {shares.map((entry) => (
          <PersonRow key={entry.person.id} person={entry.person}>
            <Group gap={4} wrap="nowrap">
              <Select
                aria-label={t('share.roleFor', { name: entry.person.name })}
                data={roleOptions}
                value={entry.role}
                onChange={(value) => {
                  const next = SHARE_ROLES.find((option) => option === value)
                  if (next)
                    setShares(
                      shares.map((other) => (other === entry ? { ...other, role: next } : other)),
                    )
                }}
                allowDeselect={false}
                size="xs"
                w={130}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('share.remove', { name: entry.person.name })}
                onClick={() => setShares(shares.filter((other) => other !== entry))}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </PersonRow>
        ))}
      </Stack>

      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconLink size={16} aria-hidden />}
          onClick={() => void actions.copyLink(item)}
        >
          {t('actions.copyLink')}
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onDone}>
            {tCommon('actions.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={share.isPending} data-testid="share-save">
            {t('share.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  )
}

function PersonRow({ person, children }: { person: FilePerson; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <UserAvatar
          user={{ displayName: person.name, avatarUrl: person.avatarUrl, email: person.email }}
          size={36}
        />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate dir="auto">
            {person.name}
          </Text>
          <Text size="xs" c="dimmed" truncate dir="ltr">
            {person.email}
          </Text>
        </div>
      </Group>
      {children}
    </Group>
  )
}
