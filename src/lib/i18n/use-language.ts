import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSettingsContext } from '@/lib/settings/settings-context'
import { directionForLanguage } from '@/lib/settings/settings'
import { changeLanguage } from './i18n'
import { languageInfo, type Language } from './languages'

/** The active language and the way to change it; choosing a language sets the direction (spec §4). */
export function useLanguage() {
  const { i18n } = useTranslation()
  const { onUpdate } = useSettingsContext()
  const current = languageInfo(i18n.resolvedLanguage ?? i18n.language)

  const onChangeLanguage = useCallback(
    async (language: Language) => {
      await changeLanguage(language)
      onUpdate({ themeDirection: directionForLanguage(language) })
    },
    [onUpdate],
  )

  return { current, onChangeLanguage }
}
