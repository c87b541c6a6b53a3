import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import {
  SOCIAL_NETWORKS,
  updateSocialsBodySchema,
  type Socials,
  type User,
} from '@/lib/api/schemas/account'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useUpdateSocials } from '../api/settings-mutations'

const ICONS = {
  facebook: { Icon: IconBrandFacebook, color: '#1877F2' },
  instagram: { Icon: IconBrandInstagram, color: '#E02D69' },
  linkedin: { Icon: IconBrandLinkedin, color: '#007EBB' },
  x: { Icon: IconBrandX, color: 'var(--mantine-color-text)' },
} as const

const PLACEHOLDERS: Record<keyof Socials, string> = {
  facebook: 'https://www.facebook.com/…',
  instagram: 'https://www.instagram.com/…',
  linkedin: 'https://www.linkedin.com/in/…',
  x: 'https://x.com/…',
}

/** The profile's links, one per network; each must be an https address on that network. */
export function SocialLinksForm({ user }: { user: User }) {
  const { t } = useTranslation('account')
  const { t: tCommon } = useTranslation()
  const updateSocials = useUpdateSocials()
  const schema = updateSocialsBodySchema.shape.socials
  const form = useForm<Socials>({
    mode: 'controlled',
    initialValues: user.socials,
    validate: zodValidator(schema, tCommon),
  })
  const { submit, formError } = useFormSubmit(form, SOCIAL_NETWORKS, async (values) => {
    const { user: saved } = await updateSocials.mutateAsync(values)
    form.setValues(saved.socials)
    form.resetDirty(saved.socials)
    notify(t('settings.social.saved'))
  })

  return (
    <Card padding="lg" maw={720} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={600}>{t('settings.social.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('settings.social.hint')}
          </Text>
        </div>
        <FormErrorAlert>{formError}</FormErrorAlert>
        {SOCIAL_NETWORKS.map((network) => {
          const { Icon, color } = ICONS[network]
          return (
            <TextInput
              key={network}
              label={t(`settings.social.${network}`)}
              type="url"
              inputMode="url"
              dir="ltr"
              placeholder={PLACEHOLDERS[network]}
              leftSection={<Icon size={20} color={color} aria-hidden />}
              {...form.getInputProps(network)}
            />
          )
        })}
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="inverse"
            loading={form.submitting}
            disabled={!form.isDirty()}
          >
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
