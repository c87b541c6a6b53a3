import { ActionIcon, Button, Group, Tooltip } from '@mantine/core'
import {
  IconChevronRight,
  IconDownload,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection, DemoStack } from './demo-section'

const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'default', 'inverse'] as const
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const COLORS = ['primary', 'cyan', 'green', 'yellow', 'red', 'gray'] as const

export default function ButtonsDemo() {
  const { t } = useTranslation('styleguide')
  return (
    <DemoStack>
      <DemoSection title={t('buttons.variants')} hint={t('buttons.variantsHint')}>
        <Group gap="sm">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {t(`buttons.variant.${variant}`)}
            </Button>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={t('buttons.colors')}>
        <Group gap="sm">
          {COLORS.map((color) => (
            <Button key={color} color={color}>
              {t(`buttons.color.${color}`)}
            </Button>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={t('buttons.sizes')}>
        <Group gap="sm" align="center">
          {SIZES.map((size) => (
            <Button key={size} size={size}>
              {size.toUpperCase()}
            </Button>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={t('buttons.states')} hint={t('buttons.statesHint')}>
        <Group gap="sm">
          <Button disabled>{t('buttons.disabled')}</Button>
          <Button loading>{t('buttons.save')}</Button>
          <Button variant="light" loading>
            {t('buttons.save')}
          </Button>
          <Button variant="default" disabled>
            {t('buttons.disabled')}
          </Button>
        </Group>
      </DemoSection>
      <DemoSection title={t('buttons.withIcons')} hint={t('buttons.withIconsHint')}>
        <Group gap="sm">
          <Button leftSection={<IconPlus size={18} aria-hidden />}>{t('buttons.add')}</Button>
          <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />}>
            {t('buttons.export')}
          </Button>
          <Button
            variant="light"
            rightSection={<IconChevronRight size={18} className="flip-rtl" aria-hidden />}
          >
            {t('buttons.next')}
          </Button>
          <Button color="red" variant="light" leftSection={<IconTrash size={18} aria-hidden />}>
            {t('buttons.delete')}
          </Button>
        </Group>
      </DemoSection>
      <DemoSection title={t('buttons.iconButtons')} hint={t('buttons.iconButtonsHint')}>
        <Group gap="sm">
          <Tooltip label={t('buttons.edit')}>
            <ActionIcon aria-label={t('buttons.edit')} size="lg">
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('buttons.add')}>
            <ActionIcon aria-label={t('buttons.add')} variant="filled" color="primary" size="lg">
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('buttons.delete')}>
            <ActionIcon aria-label={t('buttons.delete')} color="red" variant="light" size="lg">
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </DemoSection>
      <DemoSection title={t('buttons.group')}>
        <Button.Group>
          <Button variant="default">{t('buttons.day')}</Button>
          <Button variant="default">{t('buttons.week')}</Button>
          <Button variant="default">{t('buttons.month')}</Button>
        </Button.Group>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { Button } from '@mantine/core'
import { ButtonLink } from '@/components/link'

<Button leftSection={<IconPlus size={18} aria-hidden />}>New invoice</Button>
<Button variant="inverse">Go home</Button>       // the app's black / white button
<Button loading={mutation.isPending}>Save</Button>
// A button that navigates is a typed link (the route and its params are checked):
<ButtonLink to="/dashboard/invoice/$id" params={{ id }}>Open</ButtonLink>`
