import {
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core'
import { IconAt } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/components/password-field'
import { PasswordStrengthMeter } from '@/components/password-strength-meter'
import { useFormatters } from '@/lib/i18n/format'
import { moneyInputProps } from '@/lib/i18n/money-input'
import { DemoSection, DemoStack } from './demo-section'

export default function InputsDemo() {
  const { t } = useTranslation('styleguide')
  const format = useFormatters()
  const [password, setPassword] = useState('')
  return (
    <DemoStack>
      <DemoSection title={t('inputs.text')} hint={t('inputs.textHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TextInput label={t('inputs.name')} placeholder={t('inputs.namePlaceholder')} />
          <TextInput
            label={t('inputs.email')}
            leftSection={<IconAt size={16} aria-hidden />}
            description={t('inputs.emailHint')}
            required
          />
          <TextInput
            label={t('inputs.email')}
            defaultValue="avery@"
            error={t('inputs.emailError')}
          />
          <TextInput label={t('inputs.company')} defaultValue="Tangram" disabled />
          <NumberInput
            label={t('inputs.price')}
            defaultValue={74.99}
            {...moneyInputProps(format)}
          />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('inputs.password')} hint={t('inputs.passwordHint')}>
        <Stack gap="xs" maw={360}>
          <PasswordField
            label={t('inputs.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordStrengthMeter password={password} />
        </Stack>
      </DemoSection>
      <DemoSection title={t('inputs.choices')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap="xs">
            <Checkbox label={t('inputs.newsletter')} defaultChecked />
            <Checkbox label={t('inputs.terms')} error={t('inputs.termsError')} />
            <Checkbox label={t('inputs.locked')} disabled />
          </Stack>
          <Radio.Group label={t('inputs.plan')} defaultValue="starter">
            <Stack gap="xs" mt="xs">
              <Radio value="basic" label={t('inputs.basic')} />
              <Radio value="starter" label={t('inputs.starter')} />
              <Radio value="premium" label={t('inputs.premium')} disabled />
            </Stack>
          </Radio.Group>
          <Stack gap="xs">
            <Switch label={t('inputs.notifications')} defaultChecked />
            <Switch label={t('inputs.compact')} />
          </Stack>
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('inputs.slider')}>
        <Group grow maw={420}>
          <Slider
            defaultValue={40}
            label={(value) => format.number(value)}
            thumbLabel={t('inputs.volume')}
          />
        </Group>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { TextInput } from '@mantine/core'
import { PasswordField } from '@/components/password-field'
import { moneyInputProps } from '@/lib/i18n/money-input'
import { useFormSubmit } from '@/lib/forms'

// Forms: @mantine/form + useFormSubmit (server errors land on their fields).
<TextInput label={t('email')} {...form.getInputProps('email')} />
<NumberInput label={t('price')} {...moneyInputProps(useFormatters())} />
<PasswordField label={t('password')} {...form.getInputProps('password')} />`
