import { createFileRoute } from '@tanstack/react-router'
import { BlankPage } from '@/features/misc/blank/blank-page'

export const Route = createFileRoute('/dashboard/blank')({
  staticData: { title: 'nav.blank' },
  component: BlankPage,
})
