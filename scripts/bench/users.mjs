/** User list with 10,000 people (issue 12, the large demo data), on /dashboard/user/list. */
import { listSuite } from './lib/list-suite.mjs'

export default listSuite({
  name: 'users',
  title: 'User list, 10,000 people',
  path: '/dashboard/user/list',
  prefix: 'user',
  apiPath: '/api/users/list',
  neighbour: '/dashboard/user/account',
  tabs: ['Active', 'Pending', 'Banned', 'Rejected', 'All'],
  searchLabel: 'Search users',
  // None of "example.com", which every address matches.
  letters: 'inrtush',
  // Names the directory (and so the large seed's mixes) holds: every word still finds rows.
  words: ['sofia', 'rossi', 'ahmed', 'zhang', 'petrova', 'laurent', 'khalil'],
})
