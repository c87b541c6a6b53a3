/**
 * Every mail call, as `<method> <path after /api/mail/>`: registered at start, answered by
 * handlers.ts once it has loaded on the first mail call (mocks/lib/lazy-handlers.ts). The first
 * visit of a dashboard page asks for the labels only once the page is idle (the nav's badge).
 */
export const MAIL_ROUTES = [
  'get labels',
  'get mails',
  'get mail',
  'get contacts',
  'post mails/read',
  'post mails/star',
  'post mails/important',
  'post mails/labels',
  'post mails/trash',
  'post mails/spam',
  'post mails/restore',
  'post mails/delete',
  'post drafts/save',
  'post send',
  'post send/undo',
  'post labels/new',
  'post labels/update',
  'post labels/delete',
  'post attachments/upload',
  'get attachments/:id',
] as const
