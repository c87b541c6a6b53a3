import {
  Autocomplete,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  TagsInput,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CountrySelect } from '@/components/country-select'
import { DemoSection, DemoStack } from './demo-section'

const FRUITS = ['apple', 'banana', 'cherry', 'mango', 'orange'] as const

export default function SelectsDemo() {
  const { t } = useTranslation('styleguide')
  const [country, setCountry] = useState<string | null>('FR')
  const fruits = FRUITS.map((value) => ({ value, label: t(`selects.fruit.${value}`) }))
  return (
    <DemoStack>
      <DemoSection title={t('selects.select')} hint={t('selects.selectHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Select label={t('selects.fruitLabel')} data={fruits} defaultValue="mango" />
          <Select
            label={t('selects.fruitLabel')}
            data={fruits}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('selects.clear') }}
            placeholder={t('selects.searchPlaceholder')}
            nothingFoundMessage={t('selects.nothingFound')}
          />
          <Select
            label={t('selects.fruitLabel')}
            data={fruits}
            error={t('selects.required')}
            required
          />
          <Select label={t('selects.fruitLabel')} data={fruits} defaultValue="apple" disabled />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('selects.country')} hint={t('selects.countryHint')}>
        <CountrySelect
          label={t('selects.countryLabel')}
          value={country}
          onChange={setCountry}
          clearButtonProps={{ 'aria-label': t('selects.clear') }}
          maw={360}
        />
      </DemoSection>
      <DemoSection title={t('selects.many')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <MultiSelect
            label={t('selects.fruitsLabel')}
            data={fruits}
            defaultValue={['apple', 'cherry']}
            clearable
            clearButtonProps={{ 'aria-label': t('selects.clear') }}
          />
          <TagsInput
            label={t('selects.tags')}
            defaultValue={[t('selects.tagSample')]}
            clearable
            clearButtonProps={{ 'aria-label': t('selects.clear') }}
          />
          <Autocomplete label={t('selects.autocomplete')} data={fruits.map((f) => f.label)} />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('selects.segmented')} hint={t('selects.segmentedHint')}>
        <SegmentedControl
          aria-label={t('selects.period')}
          data={[
            { value: 'day', label: t('buttons.day') },
            { value: 'week', label: t('buttons.week') },
            { value: 'month', label: t('buttons.month') },
          ]}
          defaultValue="week"
        />
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { Select } from '@mantine/core'
import { CountrySelect } from '@/components/country-select'

<Select label={t('status')} data={options} {...form.getInputProps('status')} />
// Countries: ISO code in, localized names out, sorted for the reader's language.
<CountrySelect label={t('country')} {...form.getInputProps('country')} />`
