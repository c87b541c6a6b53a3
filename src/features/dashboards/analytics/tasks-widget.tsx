import { Checkbox, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { useCheckTask } from '../api/analytics-mutations'
import { dashboardQueries } from '../api/queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './analytics.module.css'

/** The reader's own to-do list: a box ticks at once and is kept (it goes back if refused). */
export function TasksWidget() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.analytics.tasks())
  const check = useCheckTask()
  const tasks = query.data?.tasks
  return (
    <WidgetCard
      title={t('analytics.tasks.title')}
      subheader={
        tasks
          ? t('analytics.tasks.progress', {
              done: format.number(tasks.filter((task) => task.done).length),
              total: format.number(tasks.length),
            })
          : undefined
      }
      data-testid="widget-tasks"
    >
      <WidgetBody
        query={query}
        height={6 * 36}
        isEmpty={(data) => data.tasks.length === 0}
        emptyText={t('analytics.tasks.empty')}
      >
        {(data) => (
          <Stack gap="sm" component="ul" className={classes.plainList}>
            {data.tasks.map((task) => (
              <li key={task.id}>
                <Checkbox
                  label={<bdi>{task.name}</bdi>}
                  checked={task.done}
                  onChange={(event) =>
                    check.mutate({ taskId: task.id, done: event.currentTarget.checked })
                  }
                  classNames={{ label: task.done ? classes.taskDone : undefined }}
                  data-testid="task"
                />
              </li>
            ))}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
