import { Button, Stack, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FileDrop } from '@/components/file-drop/file-drop'
import { UserAvatar } from '@/components/user-avatar'
import { AVATAR_TYPES, MAX_AVATAR_BYTES } from '@/lib/api/schemas/common'
import type { User } from '@/lib/api/schemas/account'

const MAX_MB = MAX_AVATAR_BYTES / 1024 / 1024

interface AvatarFieldProps {
  user: Pick<User, 'displayName' | 'email'>
  /** A data URL of a new picture, the stored address, or null for none (initials). */
  value: string | null
  onChange: (value: string | null) => void
  error?: string
}

/** The picture: a preview, drop or pick a new one (it replaces the old), or remove it. */
export function AvatarField({ user, value, onChange, error }: AvatarFieldProps) {
  const { t } = useTranslation('account')
  return (
    <Stack align="center" gap="sm">
      <UserAvatar user={{ ...user, avatarUrl: value }} size={112} radius={56} />
      <FileDrop
        compact
        label={t('settings.general.avatar')}
        description={t('settings.general.avatarHint', { size: MAX_MB })}
        error={error}
        accept={AVATAR_TYPES}
        maxBytes={MAX_AVATAR_BYTES}
        room={1}
        buttonLabel={t('settings.general.avatarChoose')}
        prompt={
          <Text size="sm" c="dimmed">
            {t('settings.general.avatarDrop')}
          </Text>
        }
        problemMessage={(problem, file) =>
          problem === 'too-large'
            ? t('settings.general.avatarTooLarge', { name: file.name, size: MAX_MB })
            : problem === 'too-many'
              ? t('settings.general.avatarOne')
              : t('settings.general.avatarWrongType', { name: file.name })
        }
        onAdd={([url]) => url && onChange(url)}
        data-testid="avatar-dropzone"
        problemsTestId="avatar-rejected"
      >
        {value && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('settings.general.avatarRemove')}
          </Button>
        )}
      </FileDrop>
    </Stack>
  )
}
