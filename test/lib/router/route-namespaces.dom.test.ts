import { describe, expect, it, vi } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { loadRouteNamespaces } from '@/lib/router/route-namespaces'

describe('route namespaces', () => {
  it('loads the namespaces a route names in its staticData, in the active language', async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces')
    const route = { options: { staticData: { namespaces: ['kanban', 'calendar'] as const } } }
    await loadRouteNamespaces({ route })
    expect(load).toHaveBeenCalledWith(['kanban', 'calendar'])
    expect(i18n.hasResourceBundle(i18n.language, 'kanban')).toBe(true)
    expect(i18n.hasResourceBundle(i18n.language, 'calendar')).toBe(true)
  })

  it('loads nothing for a route that names none', async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces')
    await loadRouteNamespaces({ route: { options: { staticData: { title: 'nav.app' } } } })
    expect(load).toHaveBeenCalledWith([])
  })
})
