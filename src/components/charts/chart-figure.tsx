/**
 * The frame of every chart: a title, a sentence that says what the chart shows, the chart (a
 * picture, hidden from assistive technology) and its data as a table, read by screen readers
 * and shown to anyone who asks with the "Show data" switch. A chart drawn with @mantine/charts
 * brings its stylesheet itself (the gallery's chart demos): the dashboards' charts are the app's
 * own and need none of it.
 */
import { Box, Group, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './charts.module.css'

export interface ChartTable {
  /** The heading of the first column (the categories: "Month", "Channel"). */
  categoryLabel: string
  /** The other columns' headings (the series). */
  seriesLabels: string[]
  /** One row per category: its name, then one formatted value per series. */
  rows: Array<{ category: string; values: string[] }>
}

interface ChartFigureProps {
  title: string
  /** What the chart says, in a sentence (the trend, the largest share). */
  summary: string
  table: ChartTable
  /** The chart itself (Mantine's AreaChart, BarChart, LineChart, DonutChart...). */
  children: ReactNode
  headingOrder?: 2 | 3 | 4
  /** Controls beside the "Show data" switch (a dashboard's year switch). */
  actions?: ReactNode
  /**
   * The figure fills the height its container gives it (a card in a row of taller cards), and
   * the chart gets what the title leaves: for charts that stretch (row-bar-chart.tsx and
   * cartesian-chart.tsx take their height as a least height).
   */
  grow?: boolean
  'data-testid'?: string
}

export function ChartFigure({
  title,
  summary,
  table,
  children,
  headingOrder = 3,
  actions,
  grow = false,
  'data-testid': testId,
}: ChartFigureProps) {
  const { t } = useTranslation()
  const id = useId()
  const [showData, setShowData] = useState(false)
  const dataTable = (
    <Table withTableBorder striped>
      <VisuallyHidden component="caption">{title}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{table.categoryLabel}</Table.Th>
          {table.seriesLabels.map((label) => (
            <Table.Th key={label} scope="col" ta="end">
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row) => (
          <Table.Tr key={row.category}>
            <Table.Th scope="row" fw={400}>
              {row.category}
            </Table.Th>
            {row.values.map((value, index) => (
              <Table.Td key={index} ta="end">
                {value}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )

  return (
    <Stack
      component="figure"
      gap="sm"
      m={0}
      className={grow ? classes.grow : undefined}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <Group component="figcaption" justify="space-between" align="flex-start" gap="xs">
        <Box>
          <Title order={headingOrder} size="h5" id={`${id}-title`}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        </Box>
        <Group gap="sm" wrap="nowrap">
          {actions}
          <Switch
            size="xs"
            label={t('charts.showData')}
            checked={showData}
            onChange={(event) => setShowData(event.currentTarget.checked)}
          />
        </Group>
      </Group>
      {showData ? (
        <Table.ScrollContainer minWidth={240}>{dataTable}</Table.ScrollContainer>
      ) : (
        <>
          {/* Hidden from assistive technology, not from the pointer: hovering shows the
              tooltips. Nothing inside takes the focus (useChartProps turns recharts' off). */}
          <div aria-hidden className={classes.picture} data-grow={grow || undefined}>
            {children}
          </div>
          <VisuallyHidden>{dataTable}</VisuallyHidden>
        </>
      )}
    </Stack>
  )
}
