/** The kanban board and its members (to be filled by the kanban work). */
import type { Database, SeedSize } from '../database'
import type { Random } from '../random'

export async function seedKanban(_db: Database, _random: Random, _size: SeedSize) {}
