// A printed voting code's card carries its code in the join link: /polls/{id}/vote?code=XXXX-XXXX-XXXX.

/** Longer than any code with its dashes and spaces; a longer value is not a code and is dropped unread. */
export const MAX_LINK_CODE_LENGTH = 40;

/**
 * The voting code a join link's query carries, and the query without it (to put back in the address bar,
 * so the code stays out of the history, of bookmarks and of screenshots). The code is passed on as it
 * was given: the join page and the database read it, in any case and with or without dashes.
 */
export function takeVotingCode(search: string): { code: string | undefined; search: string } {
  const params = new URLSearchParams(search);
  if (!params.has('code')) return { code: undefined, search };
  const given = params.get('code')?.trim() ?? '';
  params.delete('code');
  const rest = params.toString();
  return {
    code: given !== '' && given.length <= MAX_LINK_CODE_LENGTH ? given : undefined,
    search: rest === '' ? '' : `?${rest}`,
  };
}
