/**
 * The account calls' rate limits (docs/api.md, "Account"): failed sign-ins, and the calls that
 * send or check codes, each per account (e-mail, known or not) and per client.
 */
import { mockConfig } from '../../config'
import { clientOf, createLimiter, registerLimiter } from '../../lib/rate-limit'

const limiter = (rule: keyof typeof mockConfig.rateLimits) =>
  registerLimiter(createLimiter(() => mockConfig.rateLimits[rule]))

const loginFailures = {
  account: limiter('loginFailuresPerAccount'),
  client: limiter('loginFailuresPerClient'),
}
const accountCalls = {
  account: limiter('accountCallsPerAccount'),
  client: limiter('accountCallsPerClient'),
}

const accountKey = (email: string) => email.trim().toLowerCase()

/**
 * Counts a password try as failed before it is checked (so a burst cannot slip in while the hash
 * runs); `succeeded()` gives it back. 429 once the account or the client has failed too often.
 */
export function passwordTry(request: Request, email: string) {
  const keys = { account: accountKey(email), client: clientOf(request) }
  loginFailures.client.take(keys.client)
  loginFailures.account.take(keys.account)
  return {
    succeeded() {
      loginFailures.client.refund(keys.client)
      loginFailures.account.refund(keys.account)
    },
  }
}

/** Counts a registration, code or reset call; 429 once the account or the client is over. */
export function limitAccountCall(request: Request, email: string) {
  accountCalls.client.take(clientOf(request))
  accountCalls.account.take(accountKey(email))
}
