/**
 * Where GoTrue may send a browser after a link is opened (utilities.IsRedirectURLValid): back to the
 * site (same scheme and host; any port on localhost) or to a loopback address. Locally there is no
 * extra allow list, so every app on localhost:<port> qualifies and anything else falls back to the site.
 */
export function isRedirectAllowed(siteUrl: string, candidate: string): boolean {
  if (!candidate) return false;
  let site: URL;
  let target: URL;
  try {
    site = new URL(siteUrl);
    target = new URL(candidate);
  } catch {
    return false;
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
  if (site.hostname === target.hostname && site.protocol === target.protocol && (site.port === target.port || loopback)) {
    return true;
  }
  return loopback && (target.protocol === 'http:' || target.protocol === 'https:');
}

/** GoTrue's GetReferrer: the redirect_to parameter, else the Referer header, else the site URL. */
export function resolveRedirect(siteUrl: string, redirectTo: string | null | undefined, referer: string | undefined): string {
  if (redirectTo && isRedirectAllowed(siteUrl, redirectTo)) return redirectTo;
  if (referer && isRedirectAllowed(siteUrl, referer)) return referer;
  return siteUrl;
}
