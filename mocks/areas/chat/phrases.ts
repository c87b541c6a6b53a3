/**
 * The words of the demo's chats: short pieces the seed recombines into histories, and the replies
 * people send back (in the seed, and the bots' live ones). Kept small: the seed ships with the
 * first visit (docs/decisions/chat.md, "Bundle").
 */
export const TOPICS = [
  'the deck',
  'the invoice',
  'the new build',
  'the roadmap',
  'the budget',
  'the contract',
  'the test results',
  'the mock-ups',
]

/** `~` is a topic. */
export const LINES = [
  'Can you check ~?',
  'Any news on ~?',
  'Is ~ ready?',
  'Shall we move ~ to Friday?',
  'I sent ~ just now.',
  'I will finish ~ today.',
  'Thanks for ~!',
  'I updated ~, have a look.',
]

export const REPLIES = [
  'Sure, on it.',
  'Sounds good!',
  'Thanks!',
  'Perfect 👍',
  'Let me check.',
  'Yes, this afternoon.',
  'Not yet, soon.',
  'Great, thanks!',
  'Got it.',
  'Talk soon!',
]
