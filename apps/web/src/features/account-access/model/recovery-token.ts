/**
 * The token of a password recovery address: '/pwd_recovery/{id}' where the id is 'name=token' and the
 * token is the part after '=' (spec 000 section 2). The token itself never holds '='; an id without one
 * is taken as the bare token.
 */
export function recoveryToken(id: string | undefined): string {
  if (!id) return '';
  return id.slice(id.lastIndexOf('=') + 1);
}
