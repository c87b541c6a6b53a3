/** A card record as the mock database stores it, with nothing but an id and a name. */
export const cardRecord = (id: string, name: string) => ({
  id,
  name,
  description: '',
  assigneeIds: [],
  due: null,
  priority: 'low' as const,
  labels: [],
  checklist: [],
  attachments: [],
  comments: [],
  completed: false,
  createdAt: new Date().toISOString(),
})
