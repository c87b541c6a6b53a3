import {
  Button,
  CheckIcon,
  ColorSwatch,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import { LABEL_COLORS, MAIL_LIMITS } from '@/lib/api/schemas/mail-constants'
import type { LabelInput, MailLabel } from '@/lib/api/schemas/mail'
import { useFormSubmit } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { typedText } from '@/lib/i18n/typed-text'
import { useCreateLabel, useUpdateLabel } from '../api/mutations'

type LabelColor = (typeof LABEL_COLORS)[number]

/** The names of LABEL_COLORS, in their order, for the swatches' labels. */
const COLOR_NAMES = [
  'green',
  'purple',
  'cyan',
  'lightGreen',
  'amber',
  'red',
  'orange',
  'darkGreen',
  'grey',
  'blue',
] as const

const FIELDS = ['name', 'color'] as const

export type LabelDialogState = { mode: 'new' } | { mode: 'edit'; label: MailLabel } | null

interface LabelDialogProps {
  state: LabelDialogState
  onClose: () => void
}

/** Creates a custom label, or renames and recolours one: one dialog for both. */
export function LabelDialog({ state, onClose }: LabelDialogProps) {
  const { t } = useTranslation('mail')
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state?.mode === 'edit' ? t('sidebar.dialog.editTitle') : t('sidebar.dialog.newTitle')}
    >
      {/* Keyed by label: a fresh form for each opening. */}
      {state && (
        <LabelForm
          key={state.mode === 'edit' ? state.label.id : 'new'}
          label={state.mode === 'edit' ? state.label : null}
          onDone={onClose}
        />
      )}
    </Modal>
  )
}

const isLabelColor = (value: string | null): value is LabelColor =>
  (LABEL_COLORS as readonly (string | null)[]).includes(value)

function LabelForm({ label, onDone }: { label: MailLabel | null; onDone: () => void }) {
  const { t } = useTranslation('mail')
  const { t: tCommon } = useTranslation()
  const swatchesLabel = useId()
  const create = useCreateLabel({ meta: { form: true } })
  const update = useUpdateLabel({ meta: { form: true } })
  const form = useForm<LabelInput>({
    mode: 'controlled',
    initialValues: {
      name: label?.name ?? '',
      color: isLabelColor(label?.color ?? null) ? (label?.color as LabelColor) : LABEL_COLORS[0],
    },
    validate: {
      name: (value) => {
        const name = value.trim()
        if (!name) return tCommon('validation.name_required')
        if (name.length > MAIL_LIMITS.labelName)
          return t('sidebar.dialog.nameTooLong', { count: MAIL_LIMITS.labelName })
        return null
      },
    },
  })
  const { submit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    const input = { name: values.name.trim(), color: values.color }
    if (label) {
      await update.mutateAsync({ labelId: label.id, label: input })
      notify(t('sidebar.dialog.saved', { name: input.name }))
    } else {
      await create.mutateAsync(input)
      notify(t('sidebar.dialog.created', { name: input.name }))
    }
    onDone()
  })
  const pending = create.isPending || update.isPending

  return (
    <form onSubmit={submit} noValidate data-testid="mail-label-form">
      <Stack gap="md">
        <FormErrorAlert>{formError}</FormErrorAlert>
        <TextInput
          label={t('sidebar.dialog.name')}
          placeholder={t('sidebar.dialog.namePlaceholder')}
          required
          data-autofocus
          attributes={typedText(form.values.name)}
          {...form.getInputProps('name')}
        />
        <div>
          <Text fw={500} size="sm" id={swatchesLabel}>
            {t('sidebar.dialog.color')}
          </Text>
          <Group gap="xs" mt="xs" role="group" aria-labelledby={swatchesLabel}>
            {LABEL_COLORS.map((color, index) => {
              const selected = form.values.color === color
              return (
                <UnstyledButton
                  key={color}
                  onClick={() => form.setFieldValue('color', color)}
                  aria-pressed={selected}
                  aria-label={t(`sidebar.colors.${COLOR_NAMES[index] ?? 'grey'}`)}
                >
                  <ColorSwatch color={color} size={28} style={{ color: '#fff' }}>
                    {selected && <CheckIcon size={12} color="#FFFFFF" />}
                  </ColorSwatch>
                </UnstyledButton>
              )
            })}
          </Group>
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {label ? t('sidebar.dialog.save') : t('sidebar.dialog.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
