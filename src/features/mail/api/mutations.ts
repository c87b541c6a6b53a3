/**
 * The mail area's writes as mutation hooks. Flags (read, star, important) and labels change the
 * cached mails at once (optimistic) and roll back on failure; every write then refreshes the
 * lists and the label counts. The screen adds its own reactions through `MutationCallbacks`.
 */
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type {
  LabelInput,
  Mail,
  MailDraftInput,
  MailLabel,
  MailListResponse,
} from '@/lib/api/schemas/mail'
import type { MutationCallbacks } from '@/lib/query/mutation-callbacks'
import { mailKeys } from './keys'
import {
  createLabelRequest,
  deleteLabelRequest,
  deleteMailsRequest,
  moveMailsRequest,
  saveDraftRequest,
  sendMailRequest,
  setMailFlagRequest,
  setMailLabelsRequest,
  undoSendRequest,
  updateLabelRequest,
  uploadAttachmentRequest,
  type MailFlag,
  type MailMove,
} from './requests'

type ListData = InfiniteData<MailListResponse, number>

/** Refreshes every list and the counts (a write may move a mail between lists). */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: mailKeys.lists() })
  void queryClient.invalidateQueries({ queryKey: mailKeys.labels() })
}

/** Applies `change` to each cached copy of the mails `ids` (lists and details). */
function patchCached(
  queryClient: QueryClient,
  ids: readonly string[],
  change: (mail: Mail) => Mail,
) {
  const wanted = new Set(ids)
  const apply = (mail: Mail) => (wanted.has(mail.id) ? change(mail) : mail)
  queryClient.setQueriesData<ListData>({ queryKey: mailKeys.lists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, mails: page.mails.map(apply) })) }
      : data,
  )
  for (const id of ids)
    queryClient.setQueryData<{ mail: Mail }>(mailKeys.detail(id), (data) =>
      data ? { mail: apply(data.mail) } : data,
    )
}

/** Puts the answered mails in every cached copy. */
function storeMails(queryClient: QueryClient, mails: readonly Mail[]) {
  const byId = new Map(mails.map((mail) => [mail.id, mail]))
  patchCached(queryClient, [...byId.keys()], (mail) => byId.get(mail.id) ?? mail)
}

/** A snapshot of the caches an optimistic change touches, to roll back to on failure. */
function snapshot(queryClient: QueryClient) {
  return [
    ...queryClient.getQueriesData({ queryKey: mailKeys.lists() }),
    ...queryClient.getQueriesData({ queryKey: mailKeys.details() }),
    ...queryClient.getQueriesData({ queryKey: mailKeys.labels() }),
  ]
}

export interface MailFlagVariables {
  flag: MailFlag
  mailIds: string[]
  /** The field's new value: `isUnread` for read, `isStarred`, `isImportant`. */
  value: boolean
}

const FLAG_FIELD = { read: 'isUnread', star: 'isStarred', important: 'isImportant' } as const

/** Read / unread, star, important: at once on screen, rolled back if the API refuses. */
export function useSetMailFlag({
  onSuccess,
  onError,
  ...callbacks
}: MutationCallbacks<{ mails: Mail[] }, MailFlagVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ flag, mailIds, value }: MailFlagVariables) =>
      setMailFlagRequest(flag, mailIds, value),
    ...callbacks,
    onMutate: async ({ flag, mailIds, value }) => {
      // Only the caches patched below, so an answer in flight cannot undo the patch; the labels
      // and the contacts keep loading.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: mailKeys.lists() }),
        queryClient.cancelQueries({ queryKey: mailKeys.details() }),
      ])
      const before = snapshot(queryClient)
      patchCached(queryClient, mailIds, (mail) => ({ ...mail, [FLAG_FIELD[flag]]: value }))
      return { before }
    },
    onError: async (error, variables, context, ...rest) => {
      const before = (context as { before?: ReturnType<typeof snapshot> } | undefined)?.before
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data)
      await onError?.(error, variables, context, ...rest)
    },
    onSuccess: async (data, ...rest) => {
      storeMails(queryClient, data.mails)
      refresh(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

export interface MailLabelsVariables {
  mailIds: string[]
  add?: string[]
  remove?: string[]
}

export function useSetMailLabels({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ mails: Mail[] }, MailLabelsVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ mailIds, add = [], remove = [] }: MailLabelsVariables) =>
      setMailLabelsRequest(mailIds, add, remove),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      storeMails(queryClient, data.mails)
      refresh(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

export interface MoveMailsVariables {
  move: MailMove
  mailIds: string[]
}

/** To trash, to spam, or back where they came from. */
export function useMoveMails({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ mails: Mail[] }, MoveMailsVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ move, mailIds }: MoveMailsVariables) => moveMailsRequest(move, mailIds),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      storeMails(queryClient, data.mails)
      refresh(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

/** Deletes forever (trash and drafts only; all or nothing). */
export function useDeleteMails({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ deleted: number }, string[]> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mailIds: string[]) => deleteMailsRequest(mailIds),
    ...callbacks,
    onSuccess: async (data, mailIds, ...rest) => {
      for (const id of mailIds) queryClient.removeQueries({ queryKey: mailKeys.detail(id) })
      refresh(queryClient)
      await onSuccess?.(data, mailIds, ...rest)
    },
  })
}

/** Saves compose as a draft (autosave and "Save draft"); the answer's id continues it. */
export function useSaveDraft({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ mail: Mail }, MailDraftInput> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (draft: MailDraftInput) => saveDraftRequest(draft),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      queryClient.setQueryData(mailKeys.detail(data.mail.id), data)
      refresh(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

/** Sends; the answer's `sendingUntil` is how long "Undo" (useUndoSend) can take it back. */
export function useSendMail({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ mail: Mail }, MailDraftInput> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mail: MailDraftInput) => sendMailRequest(mail),
    ...callbacks,
    onSuccess: async (data, variables, ...rest) => {
      if (variables.draftId)
        queryClient.removeQueries({ queryKey: mailKeys.detail(variables.draftId) })
      queryClient.setQueryData(mailKeys.detail(data.mail.id), data)
      refresh(queryClient)
      await onSuccess?.(data, variables, ...rest)
    },
  })
}

/** Takes a just-sent mail back as a draft (409 once the window is over). */
export function useUndoSend({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ mail: Mail }, string> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mailId: string) => undoSendRequest(mailId),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      queryClient.setQueryData(mailKeys.detail(data.mail.id), data)
      refresh(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

export function useCreateLabel({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ label: MailLabel }, LabelInput> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (label: LabelInput) => createLabelRequest(label),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      refresh(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

export interface UpdateLabelVariables {
  labelId: string
  label: LabelInput
}

export function useUpdateLabel({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ label: MailLabel }, UpdateLabelVariables> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ labelId, label }: UpdateLabelVariables) => updateLabelRequest(labelId, label),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      refresh(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

/** Deletes a custom label (mails keep everything else). */
export function useDeleteLabel({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ deleted: number }, string> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (labelId: string) => deleteLabelRequest(labelId),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      // Mails that had the label lose it: their details are refetched when shown.
      void queryClient.invalidateQueries({ queryKey: mailKeys.details() })
      refresh(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

export interface UploadAttachmentVariables {
  name: string
  dataUrl: string
}

export function useUploadAttachment(
  callbacks: MutationCallbacks<
    Awaited<ReturnType<typeof uploadAttachmentRequest>>,
    UploadAttachmentVariables
  > = {},
) {
  return useMutation({
    mutationFn: ({ name, dataUrl }: UploadAttachmentVariables) =>
      uploadAttachmentRequest(name, dataUrl),
    ...callbacks,
  })
}
