/**
 * The demo drives: about 150 items three folders deep for the demo admin (projects, finance,
 * marketing, team, media, an archive, a few loose files; some starred, some in the trash, some
 * shared with directory people as viewers or editors, two folders shared with the demo user), a
 * few items of other directory people shared with the admin, and a small drive for the demo user.
 *
 * No bytes are written: each file names a generator (generate.ts makes its bytes, exactly `size`
 * long, when it is downloaded), so seeding stays as fast as any other area's. Sizes and dates come
 * from the area's random stream; dates are relative to the seeding moment.
 */
import type { Database, SeedContext } from '../../db/database'
import type { Random } from '../../db/random'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { directoryUserId } from '../../lib/directory'
import {
  newFile,
  newFolder,
  shareId,
  starId,
  type FileItemRecord,
  type FileShareRecord,
  type GeneratorKind,
} from './records'

const DAY = 24 * 60 * 60 * 1000
const KB = 1024
const MB = 1024 * KB

/** By extension: the MIME type, the generator and the size range (bytes). */
const TYPES: Record<string, [mime: string, generator: GeneratorKind, min: number, max: number]> = {
  png: ['image/png', 'png', 150 * KB, 2.2 * MB],
  pdf: ['application/pdf', 'pdf', 60 * KB, 1.2 * MB],
  docx: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'docx',
    30 * KB,
    400 * KB,
  ],
  xlsx: [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'xlsx',
    25 * KB,
    300 * KB,
  ],
  pptx: [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'pptx',
    400 * KB,
    2.8 * MB,
  ],
  csv: ['text/csv', 'csv', 4 * KB, 120 * KB],
  txt: ['text/plain', 'text', 1 * KB, 20 * KB],
  md: ['text/markdown', 'markdown', 2 * KB, 30 * KB],
  json: ['application/json', 'json', 2 * KB, 60 * KB],
  wav: ['audio/wav', 'wav', 800 * KB, 3 * MB],
  zip: ['application/zip', 'zip', 500 * KB, 3 * MB],
  webm: ['video/webm', 'webm', 900 * KB, 3 * MB],
  bin: ['application/octet-stream', 'binary', 100 * KB, 900 * KB],
}

/** A folder (name and what is in it) or a file (its name). */
type Node = string | [name: string, children: Node[]]

const ADMIN_TREE: Node[] = [
  [
    'Projects',
    [
      [
        'Website redesign',
        [
          'wireframes-v1.png',
          'wireframes-v2.png',
          'homepage-hero.png',
          'Sitemap.pdf',
          'Requirements.docx',
          'Content plan.xlsx',
          'notes.md',
          'Design review.pptx',
          [
            'Screenshots',
            ['desktop-home.png', 'mobile-home.png', 'checkout-flow.png', 'dark-mode.png'],
          ],
        ],
      ],
      [
        'Mobile app',
        [
          'Roadmap.pptx',
          'User stories.docx',
          'api-spec.json',
          'onboarding-flow.png',
          'Beta feedback.csv',
          'Release notes.md',
          'App demo.webm',
          'icons.zip',
          ['Research', ['Interview notes.docx', 'Survey results.xlsx', 'Personas.pdf']],
        ],
      ],
      [
        'Data migration',
        [
          'Schema.pdf',
          'Field mapping.xlsx',
          'run-log.txt',
          'Cutover plan.docx',
          'export-sample.csv',
        ],
      ],
    ],
  ],
  [
    'Finance',
    [
      [
        '2025',
        [
          'Q1 report.pdf',
          'Q2 report.pdf',
          'Q3 report.pdf',
          'Q4 report.pdf',
          'Annual budget.xlsx',
          'Tax summary.pdf',
        ],
      ],
      [
        '2026',
        [
          'Q1 report.pdf',
          'Q2 report.pdf',
          'Q3 report.pdf',
          'Budget 2026.xlsx',
          'Forecast.xlsx',
          'Board deck.pptx',
        ],
      ],
      ['Invoices', Array.from({ length: 8 }, (_, i) => `INV-${1041 + i}.pdf`)],
      [
        'Receipts',
        [
          'receipt-hotel-lisbon.png',
          'receipt-team-lunch.png',
          'receipt-train.png',
          'receipt-software.pdf',
        ],
      ],
      'Expenses.csv',
      'Payroll summary.xlsx',
    ],
  ],
  [
    'Marketing',
    [
      [
        'Brand assets',
        [
          'logo-dark.png',
          'logo-light.png',
          'logo-mark.png',
          'Brand guidelines.pdf',
          'color-palette.png',
          'fonts.zip',
        ],
      ],
      [
        'Campaigns',
        [
          [
            'Spring launch',
            [
              'Campaign brief.docx',
              'banner-1200x628.png',
              'banner-1080x1080.png',
              'Results.xlsx',
              'launch-teaser.webm',
            ],
          ],
          [
            'Black Friday',
            ['Plan.docx', 'email-header.png', 'Offer codes.csv', 'Performance.xlsx'],
          ],
        ],
      ],
      'Social media calendar.xlsx',
      'Press kit.zip',
      'Newsletter draft.docx',
      'Competitor analysis.pdf',
    ],
  ],
  [
    'Team',
    [
      'Onboarding checklist.docx',
      'Org chart.pdf',
      'Holiday schedule.xlsx',
      'Handbook.pdf',
      'Team photo.png',
      [
        'Team offsite',
        ['Agenda.docx', 'beach-day.png', 'dinner.png', 'group-photo.png', 'Budget.xlsx'],
      ],
      [
        'Meeting notes',
        [
          'Weekly 2026-09-07.md',
          'Weekly 2026-09-14.md',
          'Weekly 2026-09-21.md',
          'Retro.md',
          'Planning.md',
        ],
      ],
    ],
  ],
  [
    'Media',
    [
      [
        'Podcast',
        [
          'Episode 01 - Getting started.wav',
          'Episode 02 - Design systems.wav',
          'Intro jingle.wav',
          'Show notes.md',
        ],
      ],
      ['Videos', ['Product tour.webm', 'Customer story.webm']],
      ['Photos', ['office-1.png', 'office-2.png', 'workshop.png', 'conference-stage.png']],
    ],
  ],
  [
    'Archive',
    [
      'old-site-backup.zip',
      'Reports 2024.zip',
      'legacy-export.bin',
      'Contracts 2023.pdf',
      ['2024', ['Annual report 2024.pdf', 'Budget 2024.xlsx']],
    ],
  ],
  'Resume.pdf',
  'To-do.txt',
  'Ideas.md',
  'Travel plan.docx',
  'Desk setup.png',
  'Personal budget.xlsx',
  'settings.json',
]

/** In the admin's trash: trashed where they are (paths), and a trashed folder with its files. */
const ADMIN_TRASHED_FILES = [
  'Marketing/Brand assets/Old logo.png',
  'Finance/2026/Draft budget (old).xlsx',
  'Untitled document.docx',
]
const ADMIN_TRASHED_FOLDER: Node = ['Temp', ['scratch.txt', 'test-upload.png']]

const ADMIN_STARRED = [
  'Projects/Website redesign',
  'Finance/2026/Q3 report.pdf',
  'Finance/2026/Budget 2026.xlsx',
  'Marketing/Brand assets/logo-dark.png',
  'Team/Onboarding checklist.docx',
  'Media/Podcast',
  'Resume.pdf',
]

const ADMIN_TAGS: Record<string, string[]> = {
  'Finance/2026/Q3 report.pdf': ['finance', 'quarterly'],
  'Finance/2026/Q2 report.pdf': ['finance', 'quarterly'],
  'Finance/2026/Budget 2026.xlsx': ['finance', 'budget'],
  'Marketing/Brand assets/Brand guidelines.pdf': ['brand'],
  'Marketing/Brand assets/logo-dark.png': ['brand', 'logo'],
  'Projects/Website redesign/wireframes-v2.png': ['design', 'review'],
  'Projects/Mobile app/Roadmap.pptx': ['roadmap'],
  'Team/Onboarding checklist.docx': ['hr', 'onboarding'],
}

/** Directory people (index in DIRECTORY) the admin shares with, and how. */
const ADMIN_SHARES: [path: string, person: number | 'demo-user', role: 'viewer' | 'editor'][] = [
  ['Marketing/Brand assets', 0, 'editor'],
  ['Marketing/Brand assets', 8, 'viewer'],
  ['Marketing/Brand assets', 7, 'viewer'],
  ['Projects/Website redesign', 1, 'editor'],
  ['Projects/Website redesign', 0, 'editor'],
  ['Finance/2026/Q3 report.pdf', 2, 'viewer'],
  ['Team/Handbook.pdf', 6, 'viewer'],
  ['Team', 'demo-user', 'viewer'],
  ['Projects/Mobile app', 'demo-user', 'editor'],
]

/** Items of directory people shared with the admin (and one with the demo user). */
const OTHERS: [person: number, tree: Node, role: 'viewer' | 'editor', withUser?: boolean][] = [
  [
    0,
    ['Design system', ['components.png', 'tokens.json', 'Typography.pdf', 'icons.zip']],
    'editor',
  ],
  [2, 'Finance review 2026.xlsx', 'viewer'],
  [4, ['Dashboards data', ['sales-2026.csv', 'Churn analysis.pdf']], 'viewer', true],
  [5, 'Logistics plan.pptx', 'editor'],
]

const USER_TREE: Node[] = [
  'My notes.md',
  'CV.pdf',
  'Reading list.txt',
  'Expenses October.xlsx',
  ['Vacation photos', ['lake.png', 'mountains.png']],
]

interface Planted {
  records: FileItemRecord[]
  byPath: Map<string, FileItemRecord>
}

/** Records for `nodes` under `parent`, dated between `now - span` and now. */
function plant(
  random: Random,
  now: number,
  ownerId: string,
  nodes: readonly Node[],
  parent: FileItemRecord | null = null,
  path = '',
  into: Planted = { records: [], byPath: new Map() },
): Planted {
  for (const node of nodes) {
    const name = typeof node === 'string' ? node : node[0]
    // Over two years: a dashboard's period compares with a year that has files too.
    const created = now - random.int(20, 760) * DAY - random.int(0, DAY)
    // A fifth of the files changed in the last month ("Recent").
    const modified = random.bool(0.2)
      ? now - random.int(0, 29) * DAY - random.int(0, DAY)
      : created + random.int(0, Math.max(0, Math.floor((now - created) / DAY) - 30)) * DAY
    const dates = {
      createdAt: new Date(created).toISOString(),
      modifiedAt: new Date(Math.max(created, modified)).toISOString(),
    }
    const fullPath = path ? `${path}/${name}` : name
    let record: FileItemRecord
    if (typeof node === 'string') {
      const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase()
      const [mimeType, kind, min, max] = TYPES[extension] ?? TYPES.bin!
      record = newFile({
        ownerId,
        parentId: parent?.id ?? null,
        name,
        mimeType,
        size: random.int(Math.round(min), Math.round(max)),
        generator: { kind, seed: random.int(1, 2 ** 30), title: name.replace(/\.[^.]+$/, '') },
        ...dates,
      })
    } else {
      record = newFolder({ ownerId, parentId: parent?.id ?? null, name, ...dates })
    }
    into.records.push(record)
    into.byPath.set(fullPath, record)
    if (typeof node !== 'string') plant(random, now, ownerId, node[1], record, fullPath, into)
  }
  return into
}

export async function seedFiles(db: Database, { random, size }: SeedContext) {
  const now = Date.parse(db.meta.seededAt)
  const people = new Set(db.users.all().map((user) => user.id))
  if (!people.has(DEMO_ADMIN_ID) || !people.has(DEMO_USER_ID)) return
  const personId = (n: number | 'demo-user') =>
    n === 'demo-user' ? DEMO_USER_ID : directoryUserId(n)
  const iso = (ms: number) => new Date(ms).toISOString()

  const admin = plant(random, now, DEMO_ADMIN_ID, ADMIN_TREE)
  // Trashed where they were: a file or two of a folder, one loose file, and a whole folder.
  for (const path of ADMIN_TRASHED_FILES) {
    const slash = path.lastIndexOf('/')
    const parent = slash < 0 ? null : (admin.byPath.get(path.slice(0, slash)) ?? null)
    const planted = plant(random, now, DEMO_ADMIN_ID, [path.slice(slash + 1)], parent)
    for (const record of planted.records) {
      record.trashedAt = iso(now - random.int(1, 20) * DAY)
      admin.records.push(record)
    }
  }
  const temp = plant(random, now, DEMO_ADMIN_ID, [ADMIN_TRASHED_FOLDER])
  temp.records[0]!.trashedAt = iso(now - random.int(1, 10) * DAY)
  admin.records.push(...temp.records)
  for (const [path, tags] of Object.entries(ADMIN_TAGS)) {
    const record = admin.byPath.get(path)
    if (record) record.tags = tags
  }

  const items: FileItemRecord[] = [...admin.records]
  const shares: FileShareRecord[] = []
  const share = (itemId: string, userId: string, role: 'viewer' | 'editor') => {
    if (people.has(userId))
      shares.push({
        id: shareId(itemId, userId),
        itemId,
        userId,
        role,
        createdAt: iso(now - random.int(1, 60) * DAY),
      })
  }
  for (const [path, person, role] of ADMIN_SHARES) {
    const record = admin.byPath.get(path)
    if (record) share(record.id, personId(person), role)
  }

  for (const [person, tree, role, withUser] of OTHERS) {
    const ownerId = directoryUserId(person)
    if (!people.has(ownerId)) continue
    const planted = plant(random, now, ownerId, [tree])
    items.push(...planted.records)
    share(planted.records[0]!.id, DEMO_ADMIN_ID, role)
    if (withUser) share(planted.records[0]!.id, DEMO_USER_ID, 'viewer')
  }

  const user = plant(random, now, DEMO_USER_ID, USER_TREE)
  items.push(...user.records)

  // The large demo data: one folder of 10,000 scans, for the list's paging, sort and search at scale.
  if (size === 'large') items.push(...bulkFolder(random, now))

  const stars = [
    ...ADMIN_STARRED.map((path) => [admin.byPath.get(path), DEMO_ADMIN_ID] as const),
    [items.find((item) => item.name === 'Design system'), DEMO_ADMIN_ID] as const,
    [user.byPath.get('CV.pdf'), DEMO_USER_ID] as const,
  ]

  for (const item of items) await db.fileItems.create(item)
  for (const record of shares) await db.fileShares.create(record)
  for (const [item, userId] of stars)
    if (item)
      await db.fileStars.create({
        id: starId(item.id, userId),
        itemId: item.id,
        userId,
        createdAt: iso(now - random.int(0, 30) * DAY),
      })
}

/** The large data's "Scans archive": 10,000 small PDFs (bytes generated on download, like all). */
function bulkFolder(random: Random, now: number): FileItemRecord[] {
  const [folder] = plant(random, now, DEMO_ADMIN_ID, [['Scans archive', []]]).records
  if (!folder) return []
  const [mimeType, kind, min, max] = TYPES.pdf!
  const files = Array.from({ length: 10_000 }, (_, index) => {
    const modified = now - random.int(0, 400) * DAY - random.int(0, DAY)
    const title = `scan-${String(index + 1).padStart(5, '0')}`
    return newFile({
      ownerId: DEMO_ADMIN_ID,
      parentId: folder.id,
      name: `${title}.pdf`,
      mimeType,
      size: random.int(Math.round(min / 4), Math.round(max / 4)),
      generator: { kind, seed: random.int(1, 2 ** 30), title },
      createdAt: new Date(modified).toISOString(),
      modifiedAt: new Date(modified).toISOString(),
    })
  })
  return [folder, ...files]
}
