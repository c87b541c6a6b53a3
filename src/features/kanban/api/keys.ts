/** The board's query keys: every kanban query and mutation key starts with `kanbanKeys.all`. */
export const kanbanKeys = {
  all: ['kanban'] as const,
  board: () => [...kanbanKeys.all, 'board'] as const,
  members: (query: string) => [...kanbanKeys.all, 'members', query] as const,
}
