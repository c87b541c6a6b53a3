/**
 * The words of the seeded blog, kept compact (the seed loads with the mock API, on every first
 * visit): a topic per post, and pools of sentences, headings, list items, quotes and code that
 * seed.ts recombines into long-form posts. `~` in a sentence stands for the post's topic.
 */

/** [title, topic (the `~` of the sentences), tags, has a code block]. */
export type Topic = [title: string, topic: string, tags: string[], code?: 1]

export const TOPICS: Topic[] = [
  [
    'Building a design system that people actually use',
    'a design system',
    ['Design', 'UI', 'Process'],
    1,
  ],
  [
    'Ten lessons from a year of remote work',
    'remote work',
    ['Remote work', 'Culture', 'Productivity'],
  ],
  [
    'How we cut our build time in half',
    'build performance',
    ['Engineering', 'Performance', 'Tooling'],
    1,
  ],
  ['Writing product specs that get read', 'product specs', ['Product', 'Writing', 'Process']],
  [
    'A practical guide to accessible forms',
    'accessibility',
    ['Accessibility', 'Design', 'Frontend'],
    1,
  ],
  [
    'What our support inbox taught us about onboarding',
    'onboarding',
    ['Customers', 'Support', 'Onboarding'],
  ],
  [
    'Choosing a charting library for dashboards',
    'data visualisation',
    ['Frontend', 'Data', 'Engineering'],
    1,
  ],
  ['The case for boring technology', 'choosing technology', ['Engineering', 'Architecture'], 1],
  ['Running retrospectives that change something', 'retrospectives', ['Process', 'Teamwork']],
  ['Pricing experiments we ran this year', 'pricing', ['Growth', 'Pricing', 'Product']],
  ['Dark mode without the headaches', 'dark mode', ['Design', 'CSS', 'Frontend'], 1],
  [
    'Measuring what matters in customer success',
    'customer success',
    ['Customers', 'Data', 'Metrics'],
  ],
  [
    'From spreadsheet to dashboard: a migration story',
    'reporting',
    ['Data', 'Engineering', 'Product'],
    1,
  ],
  ['Hiring engineers without whiteboard puzzles', 'hiring', ['Hiring', 'Culture', 'Engineering']],
  [
    'Internationalization from day one',
    'internationalization',
    ['i18n', 'Frontend', 'Engineering'],
    1,
  ],
  ['Keeping meetings short and useful', 'meetings', ['Productivity', 'Teamwork']],
  ['Security basics every small team should cover', 'security', ['Security', 'Engineering'], 1],
  ['Designing empty states that help', 'empty states', ['Design', 'UX']],
  ['How we plan a quarter', 'planning', ['Planning', 'Product', 'Process']],
  ['Lessons from our first outage', 'incident response', ['Engineering', 'Reliability'], 1],
  ['Writing release notes people read', 'release notes', ['Writing', 'Product', 'Communication']],
  ['Café culture: what our Friday demos taught us', 'demos', ['Culture', 'Teamwork']],
]

/** Posts written in another language: title, description, tags and the whole content. */
export const NATIVE: [title: string, description: string, tags: string[], content: string][] = [
  [
    '远程团队的协作习惯',
    '分布在五个时区的团队如何减少会议、写下决定并保持同步。',
    ['远程办公', '团队'],
    '<p>我们的团队分布在五个时区。起初，重要的信息常常埋在某个人的私信里。</p><h2>我们做了什么</h2><ul><li>重要的决定都写进共享文档</li><li>每周只开一次简短的视频会议</li><li>回复消息不要求立刻完成</li></ul><p>半年之后，会议少了，每个人也更清楚自己该做什么。</p>',
  ],
  [
    'دليل عملي لتصميم لوحات التحكم',
    'كيف تصمم لوحة تحكم تجيب عن الأسئلة الصحيحة بسرعة.',
    ['تصميم', 'لوحات التحكم'],
    '<p>لوحة التحكم الجيدة تجيب عن سؤال واحد بسرعة: ما الذي يحتاج إلى انتباهي الآن؟</p><h2>ابدأ بالأسئلة</h2><p>اكتب الأسئلة التي يطرحها فريقك كل يوم، ثم اختر لكل سؤال رسمًا واحدًا واضحًا.</p>',
  ],
  [
    'Xây dựng thói quen làm việc hiệu quả',
    'Những thói quen nhỏ giúp nhóm chúng tôi tập trung hơn mỗi ngày.',
    ['Năng suất', 'Thói quen'],
    '<p>Thói quen tốt không đến trong một ngày. Chúng tôi bắt đầu bằng những bước rất nhỏ.</p><h2>Ba điều chúng tôi giữ lại</h2><ol><li>Lên kế hoạch cho ngày mai trước khi nghỉ</li><li>Tắt thông báo trong giờ tập trung</li><li>Nghỉ ngắn sau mỗi giờ làm việc</li></ol>',
  ],
]

export const SENTENCES = [
  'Most of what we know about ~ came from small experiments, not big plans.',
  'We started with one team, a shared document and a promise to write down what surprised us.',
  'The first version was rough, but it gave everyone something concrete to argue about.',
  'Looking back, the tools mattered far less than the habits around them.',
  'Every change went through the same loop: try it for two weeks, measure, then keep it or drop it.',
  'It is tempting to copy what a bigger company does with ~, but their constraints are not yours.',
  'If nobody can explain why a step exists, it probably should not.',
  'Each proposal had to answer three questions: what problem it solves, for whom, and how we will know.',
  'The numbers moved slowly at first, then all at once when people started to trust the process.',
  'Not everything worked: two of our early ideas made things worse, and we rolled them back.',
  'Writing things down turned out to be the cheapest way to make decisions stick.',
  'When in doubt, we picked the option that was easiest to undo.',
  'Customers rarely noticed the changes directly, but they noticed when things got faster.',
  'The hard part of ~ is not the first month; it is the sixth, when the novelty wears off.',
  'Every quarter we remove at least one thing that no longer earns its place.',
  'New hires are the best test: if they understand it in their first week, it is simple enough.',
  'Clear ownership did more for quality than any checklist we tried.',
  'Small, frequent releases made every problem smaller and easier to find.',
  'We measure what matters to the people who use the product, not what is easy to count.',
  'Most debates ended quickly once we agreed on what a good outcome looks like.',
  'There is no finish line: ~ keeps changing as the team and the product grow.',
  'Start smaller than you think you should, and grow only what proves useful.',
  'Feedback arrived sooner once it was safe to say that something was not working.',
  'The best ideas often came from the people closest to our customers.',
  'A shared vocabulary saved us hours of meetings every month.',
  'We learned to treat ~ as a product of its own, with users, feedback and a roadmap.',
  'Defaults matter: most people never change them, so we spend our time getting them right.',
  'The goal was never perfection, only to be a little better every week.',
]

export const HEADINGS = [
  'Where we started',
  'What we tried first',
  'What actually worked',
  'Mistakes worth avoiding',
  'How we measure it',
  'A typical week',
  'What we would do differently',
  'Getting started',
]

/** The checklist's, then the code's. */
export const SUBHEADINGS = ['A quick checklist', 'In practice', 'A note on the code']

export const ITEMS = [
  'Write the goal down in one sentence',
  'Pick one number and look at it every week',
  'Share progress in the open',
  'Keep meetings short and optional',
  'Automate the boring parts first',
  'Review what shipped, not what was planned',
  'Ask for feedback before it feels ready',
  'Remove one step every quarter',
  'Document decisions where people look for them',
]

export const QUOTES = [
  ['Make it work, make it right, make it fast.', 'Kent Beck'],
  ['Simple things should be simple, complex things should be possible.', 'Alan Kay'],
  ['The best way to get a project done faster is to start sooner.', 'Jim Highsmith'],
]

export const LINKS = [
  ['https://developer.mozilla.org/', 'MDN Web Docs'],
  ['https://www.w3.org/WAI/', 'the W3C accessibility guides'],
  ['https://web.dev/', 'web.dev'],
]

export const CODE = [
  `export function debounce<T extends unknown[]>(run: (...args: T) => void, ms = 300) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return (...args: T) => {
    clearTimeout(timer)
    timer = setTimeout(() => run(...args), ms)
  }
}`,
  `SELECT date_trunc('week', created_at) AS week, count(*) AS orders
FROM orders
WHERE created_at > now() - interval '90 days'
GROUP BY week
ORDER BY week DESC;`,
  `.cards {
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
}`,
]

export const DESCRIPTIONS = [
  'What we learned about ~ over the past year, and what we would do again.',
  'A practical look at ~: the steps that helped, the ones that did not, and why.',
  'Our notes on ~, with the checklist we now use on every project.',
  'Why ~ matters more than it seems, and how to start this week.',
]

export const COMMENTS = [
  'Great write-up, thanks for sharing!',
  'We ran into the same problem last year. The checklist idea is gold.',
  'How long did it take before the team noticed a difference?',
  'Bookmarking this for our next planning session.',
  'Would love a follow-up with the actual numbers.',
  'This matches our experience almost exactly.',
  'Did anything make things worse? Curious what you rolled back.',
  'Sharing this with my team right now.',
  'Clear and practical. More posts like this, please.',
  'I disagree a little: for us the tools mattered a lot.',
]

export const REPLIES = [
  'Thanks, glad it helped!',
  'Good question: about six weeks in our case.',
  'Fair point, it depends a lot on the team.',
  'Same here, we saw exactly that.',
  'A follow-up is on the list.',
]
