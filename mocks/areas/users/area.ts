import { defineArea } from '../../lib/area'
import { userHandlers } from './handlers'
import { usersRecords } from './records'
import { seedUsers } from './seed'
import { socialHandlers } from './social-handlers'
import { teamHandlers } from './team-handlers'

/** The people: accounts and directory in one collection, avatars, follows, posts, galleries, the public team. */
export const usersArea = defineArea({
  name: 'users',
  collections: usersRecords,
  seed: seedUsers,
  handlers: [...userHandlers, ...socialHandlers, ...teamHandlers],
})
