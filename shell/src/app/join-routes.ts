// The join pages a phone opens from a QR code or a link. Plain patterns with no imports, read by
// prefetchRoute beside them in app/ before React renders anything.

/** /j/{code}: the short link; the code is the first group. */
export const JOIN_CODE_ROUTE = /^\/j\/([^/]+)\/?$/;

/** /polls/{id}/vote: the join link; the poll id is the first group. */
export const JOIN_LINK_ROUTE = /^\/polls\/([^/]+)\/vote\/?$/;
