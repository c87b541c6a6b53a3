import { ActionIcon, Checkbox, ColorSwatch, Group, Menu, Text, Tooltip } from '@mantine/core'
import { IconTag } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Mail } from '@/lib/api/schemas/mail'
import { useSetMailLabels } from '../api/mutations'
import { mailLabelsQueryOptions } from '../api/queries'
import classes from './mail-reader.module.css'

/** The mailbox's custom labels, each a checkbox: the menu stays open to tick several. */
export function LabelMenu({ mail }: { mail: Mail }) {
  const { t } = useTranslation('mail')
  const labels = useQuery(mailLabelsQueryOptions())
  const setLabels = useSetMailLabels()
  const custom = labels.data?.labels.filter((label) => label.type === 'custom') ?? []
  const title = t('reader.labels')

  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <Tooltip label={title}>
          <ActionIcon size="lg" aria-label={title}>
            <IconTag size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{title}</Menu.Label>
        {custom.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py={6}>
            {t('reader.noCustomLabels')}
          </Text>
        )}
        {custom.map((label) => {
          const checked = mail.labelIds.includes(label.id)
          return (
            <Menu.CheckboxItem
              key={label.id}
              checked={checked}
              disabled={setLabels.isPending}
              // The box below shows the state; Mantine's check mark would say it twice.
              classNames={{ itemIndicator: classes.hiddenIndicator }}
              rightSection={label.color ? <ColorSwatch color={label.color} size={12} /> : null}
              onChange={() =>
                setLabels.mutate({
                  mailIds: [mail.id],
                  ...(checked ? { remove: [label.id] } : { add: [label.id] }),
                })
              }
            >
              <Group gap="sm" wrap="nowrap">
                <Checkbox.Indicator checked={checked} size="xs" aria-hidden />
                <span dir="auto">{label.name}</span>
              </Group>
            </Menu.CheckboxItem>
          )
        })}
      </Menu.Dropdown>
    </Menu>
  )
}
