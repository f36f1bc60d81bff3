function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The copy-paste snippet for one poll (docs/embedding.md): the module script from the results host and
 * the element. `resultsBase` is where embed.js is served (the results app's origin and path).
 */
export function embedSnippet(resultsBase: string, pollId: string): string {
  const src = new URL('embed.js', resultsBase).href;
  return `<script type="module" src="${escapeAttribute(src)}"></script>\n<runoff-results poll-id="${escapeAttribute(pollId)}"></runoff-results>`;
}
