import { Button, Stack, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FileDrop } from '@/components/file-drop/file-drop'
import { UserAvatar } from '@/components/user-avatar'
import { AVATAR_TYPES, MAX_AVATAR_BYTES } from '@/lib/api/schemas/common'

interface AvatarFieldProps {
  /** A data URL of a new upload, the stored address, or null. */
  value: string | null
  onChange: (value: string | null) => void
  /** Whose initials stand in while there is no picture. */
  person: { displayName: string; email: string }
  error?: string
}

const MAX_MB = MAX_AVATAR_BYTES / 1024 / 1024

/** One photo: dropped or picked, checked (type, size), previewed round, removable. */
export function AvatarField({ value, onChange, person, error }: AvatarFieldProps) {
  const { t } = useTranslation('users')
  return (
    <Stack gap="md">
      <Stack align="center" gap="xs">
        <UserAvatar
          user={{ ...person, avatarUrl: value }}
          size={128}
          radius={64}
          // Only a picture is worth naming; the initials stand in without one.
          {...(value ? { alt: t('form.avatarPreview') } : {})}
          data-testid="avatar-preview"
        />
        {value && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('form.avatarRemove')}
          </Button>
        )}
      </Stack>
      <FileDrop
        label={t('fields.avatar')}
        description={t('form.avatarHint', { size: MAX_MB })}
        error={error}
        accept={AVATAR_TYPES}
        maxBytes={MAX_AVATAR_BYTES}
        // A new photo replaces the current one, so there is always room for one.
        room={1}
        compact
        buttonLabel={value ? t('form.avatarReplace') : t('form.avatarChoose')}
        prompt={
          <Text size="sm" c="dimmed" ta="center">
            {t('form.avatarDrop')}
          </Text>
        }
        problemMessage={(problem, file) =>
          problem === 'too-large'
            ? t('form.avatarTooLarge', { name: file.name, size: MAX_MB })
            : problem === 'too-many'
              ? t('form.avatarTooMany')
              : t('form.avatarWrongType', { name: file.name })
        }
        onAdd={([url]) => url && onChange(url)}
        data-testid="avatar-dropzone"
        problemsTestId="avatar-rejected"
      />
    </Stack>
  )
}
