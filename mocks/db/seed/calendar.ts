/** Calendar events around the day the data is seeded (to be filled by the calendar work). */
import type { Database, SeedSize } from '../database'
import type { Random } from '../random'

export async function seedCalendar(_db: Database, _random: Random, _size: SeedSize) {}
