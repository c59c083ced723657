/**
 * The operations console's API under /ops-api, in one place: the server registers each route at
 * its pattern and the console fills the same pattern in, so neither can drift from the other.
 */
export const OPS_API_PREFIX = '/ops-api';

export const opsPaths = {
  csrf: '/csrf',
  signIn: '/sign-in',
  signOut: '/sign-out',
  me: '/me',
  queue: '/queue',
  staff: '/staff',
  request: '/requests/:reference',
  requestTake: '/requests/:reference/take',
  requestApply: '/requests/:reference/apply',
  requestReject: '/requests/:reference/reject',
  requestDone: '/requests/:reference/done',
  requestPrice: '/requests/:reference/price',
  requestPricePreview: '/requests/:reference/price/preview',
  requestRelease: '/requests/:reference/release',
  requestAssign: '/requests/:reference/assign',
  requestWaiting: '/requests/:reference/waiting',
  requestNotes: '/requests/:reference/notes',
  requestReply: '/requests/:reference/reply',
  requestAnswer: '/requests/:reference/answer',
  document: '/documents/:id',
  policy: '/policies/:policyNumber',
  emailResend: '/emails/:id/resend',
  policyDocuments: '/policies/:policyNumber/documents',
  policyDocumentFile: '/policy-documents/:id/:kind',
  policyDocumentsProduce: '/policy-documents/:id/produce',
  audit: '/audit',
  dashboard: '/dashboard',
  chatSocket: '/chat/ws',
  chatAgents: '/chats/agents',
  chatsResolved: '/chats/resolved',
  chatTranscript: '/chats/:id/transcript',
  paymentChat: '/chats/:id/payment',
  paymentChatAction: '/chats/:id/payment/:action',
  chatContext: '/chats/:id/context',
  requestChats: '/requests/:reference/chats',
  cannedReplies: '/canned-replies',
  cannedReply: '/canned-replies/:id',
  cannedReplyDelete: '/canned-replies/:id/delete',
} as const;

/** The names a pattern's `:name` segments give, each to be filled with a value. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/**
 * A pattern from `opsPaths` filled in, each value URL-encoded: `opsPath(opsPaths.request,
 * { reference })` → `/requests/REQ-…`. A missing or misspelt name is a type error.
 */
export function opsPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
