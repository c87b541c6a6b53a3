/**
 * Charts arrive after the page: a chart component loaded with React.lazy, with a skeleton of its
 * size while the charts library (recharts, ~100 KB) downloads. The page's shell, its figures and
 * tables paint first (issue 18, "the page shell paints before the charts library arrives").
 */
// Every chart loaded this way is drawn with @mantine/charts: its stylesheet comes with them.
import '@mantine/charts/styles.css'
import { Skeleton } from '@mantine/core'
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazyChart<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  height: number,
) {
  const Chart = lazy(load)
  function LazyChart(props: ComponentProps<C>) {
    return (
      <Suspense fallback={<Skeleton height={height} radius="md" data-testid="chart-loading" />}>
        <Chart {...props} />
      </Suspense>
    )
  }
  return LazyChart
}
