import {
  ActionIcon,
  Box,
  Button,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { INVOICE_LIMITS, INVOICE_SERVICES } from '@/lib/api/schemas/invoice-constants'
import { fromCents, lineTotal } from '@/lib/api/schemas/invoice-totals'
import { useFormatters } from '@/lib/i18n/format'
import { moneyInputProps } from '@/lib/i18n/money-input'
import { typedText } from '@/lib/i18n/typed-text'
import { errorOf, type InvoiceForm } from './invoice-form-type'
import { amountsOf, emptyLine } from './invoice-form-values'
import classes from './invoice-form.module.css'

/** The invoice's lines: add, remove (never the last), move up and down, each with its total. */
export function LineItems({ form }: { form: InvoiceForm }) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const headingId = useId()
  const money = { ...moneyInputProps(format), min: 0, decimalScale: 2, allowNegative: false }
  const { items } = form.values
  const amounts = amountsOf(form.values).items
  const full = items.length >= INVOICE_LIMITS.items
  const itemsError = errorOf(form, 'items')

  const move = (from: number, to: number) => {
    form.reorderListItem('items', { from, to })
    // A line's messages stay with the line, not with its old place.
    form.clearErrors()
  }
  const remove = (index: number) => {
    form.removeListItem('items', index)
    form.clearErrors()
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        {t('form.lines')}
      </Title>
      <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((line, index) => {
          const position = index + 1
          const amount = amounts[index]
          return (
            <li
              key={line.key}
              className={classes.line}
              aria-label={t('form.lineLabel', { position })}
              data-testid="invoice-line"
            >
              <Grid gap="sm" align="flex-start">
                <Grid.Col span={{ base: 12, md: 6, lg: 3 }}>
                  <TextInput
                    attributes={typedText(line.title)}
                    label={t('form.lineTitle')}
                    required
                    maxLength={INVOICE_LIMITS.titleLength}
                    autoComplete="off"
                    {...form.getInputProps(`items.${index}.title`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6, lg: 2 }}>
                  <TextInput
                    attributes={typedText(line.description)}
                    label={t('form.lineDescription')}
                    maxLength={INVOICE_LIMITS.descriptionLength}
                    autoComplete="off"
                    {...form.getInputProps(`items.${index}.description`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6, lg: 2 }}>
                  <Select
                    label={t('form.lineService')}
                    required
                    allowDeselect={false}
                    data={INVOICE_SERVICES.map((service) => ({
                      value: service,
                      label: t(`services.${service}`),
                    }))}
                    {...form.getInputProps(`items.${index}.service`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, xs: 3, lg: 1 }}>
                  <NumberInput
                    label={t('form.lineQuantity')}
                    required
                    min={1}
                    max={INVOICE_LIMITS.maxQuantity}
                    decimalScale={2}
                    allowNegative={false}
                    hideControls
                    {...form.getInputProps(`items.${index}.quantity`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, xs: 3, lg: 2 }}>
                  <NumberInput
                    label={t('form.linePrice')}
                    required
                    hideControls
                    {...money}
                    {...form.getInputProps(`items.${index}.unitPrice`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, lg: 2 }}>
                  <Text size="sm" fw={500} mb={4} ta="end">
                    {t('form.lineTotal')}
                  </Text>
                  <Text
                    fw={600}
                    ta="end"
                    pt={6}
                    className={classes.lineTotal}
                    data-testid="line-total"
                  >
                    {format.currency(fromCents(amount ? lineTotal(amount) : 0))}
                  </Text>
                </Grid.Col>
              </Grid>
              <Group justify="flex-end" gap={4} mt={6}>
                <Tooltip label={t('form.moveUp', { position })}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('form.moveUp', { position })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('form.moveDown', { position })}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('form.moveDown', { position })}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('form.removeLine', { position })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('form.removeLine', { position })}
                    disabled={items.length === 1}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </li>
          )
        })}
      </Stack>
      {itemsError && (
        <Text size="sm" c="red" mt="xs">
          {itemsError}
        </Text>
      )}
      <Group mt="md" gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={() => form.insertListItem('items', emptyLine())}
        >
          {t('form.addLine')}
        </Button>
        {full && (
          <Text size="sm" c="dimmed">
            {t('form.linesFull', { count: INVOICE_LIMITS.items })}
          </Text>
        )}
      </Group>
    </Box>
  )
}
