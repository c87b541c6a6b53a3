import { Button, Stack, Text } from '@mantine/core'
import { IconMailOff, IconSearchOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { isSystemLabel } from '@/lib/api/schemas/mail-constants'
import classes from './mail-list.module.css'

interface MailListEmptyProps {
  label: string
  /** The custom label's name, when the label is one. */
  labelName: string | undefined
  search: string
  onClearSearch: () => void
}

/** No mails: what is empty, in the label's own words; a search offers to clear itself. */
export function MailListEmpty({ label, labelName, search, onClearSearch }: MailListEmptyProps) {
  const { t } = useTranslation('mail')
  if (search)
    return (
      <Stack align="center" gap="sm" className={classes.empty} data-testid="mail-list-empty">
        <IconSearchOff size={48} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600} ta="center" dir="auto" px="md">
          {t('list.empty.search', { q: search })}
        </Text>
        <Button variant="default" onClick={onClearSearch}>
          {t('list.empty.clearSearch')}
        </Button>
      </Stack>
    )
  return (
    <Stack align="center" gap="sm" className={classes.empty} data-testid="mail-list-empty">
      <IconMailOff size={48} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text fw={600} ta="center" px="md">
        {isSystemLabel(label)
          ? t(`list.empty.${label}`)
          : t('list.empty.custom', { name: labelName ?? '' })}
      </Text>
    </Stack>
  )
}
