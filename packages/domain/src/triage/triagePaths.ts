/**
 * The triage lookups' paths: the spec leaves the registration lookup's path out, so it is
 * `triage/policy-status`; the address one is the spec's `hor/request/triage`. Server routes and
 * the browser calls both take them from here, and their schemas from triageApi.ts, which the
 * browser loads only with a lookup's answer.
 */
export const triagePaths = {
  policyStatus: 'triage/policy-status',
  homePolicy: 'hor/request/triage',
} as const;
