/** A full page load elsewhere (the external registration site, the operator's consent page). */
export function leaveSiteFor(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
