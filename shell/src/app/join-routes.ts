// The join pages a phone opens from a QR code or a link. Plain patterns with no imports: the entry
// (src/index.ts) reads them before the Module Federation boundary, where no shared module loads, and so
// does prefetchRoute beside them in app/, which the entry may import.

/** /j/{code}: the short link; the code is the first group. */
export const JOIN_CODE_ROUTE = /^\/j\/([^/]+)\/?$/;

/** /polls/{id}/vote: the join link. */
export const JOIN_LINK_ROUTE = /^\/polls\/[^/]+\/vote\/?$/;
