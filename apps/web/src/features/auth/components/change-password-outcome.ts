/** What the change-password modal shows after a submit: the spec's success or error message. */
export type ChangePasswordOutcome = { kind: 'success' } | { kind: 'error'; message: string };
