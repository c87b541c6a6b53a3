import { ActionIcon, Menu, Tooltip } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_FLAGS } from '@/lib/i18n/flags'
import { LANGUAGES, languageInfo } from '@/lib/i18n/languages'
import { useLanguage } from '@/lib/i18n/use-language'
import classes from './language-picker.module.css'

/** Header language menu: flags and each language's own name; Arabic switches the layout to rtl. */
export function LanguagePicker() {
  const { t } = useTranslation()
  const { current, onChangeLanguage } = useLanguage()
  const CurrentFlag = LANGUAGE_FLAGS[current.value]
  const label = t('layout.language', { language: current.label })
  return (
    <Menu shadow="md" width={200}>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon size={40} radius="xl" aria-label={label} data-testid="language-picker">
            <CurrentFlag className={classes.flag} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => {
          const Flag = LANGUAGE_FLAGS[language.value]
          const selected = language.value === current.value
          return (
            <Menu.Item
              key={language.value}
              lang={languageInfo(language.value).locale}
              leftSection={<Flag className={classes.flag} />}
              rightSection={selected ? <IconCheck size={16} aria-hidden /> : undefined}
              aria-current={selected ? 'true' : undefined}
              data-selected={selected || undefined}
              onClick={() => void onChangeLanguage(language.value)}
              data-testid={`language-${language.value}`}
            >
              {language.label}
            </Menu.Item>
          )
        })}
      </Menu.Dropdown>
    </Menu>
  )
}
