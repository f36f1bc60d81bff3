import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet';

describe('embedSnippet', () => {
  it('loads embed.js from the results host and names the poll', () => {
    expect(embedSnippet('https://results.example.org/', '6f1c2a9e-0000-4000-8000-000000000001')).toBe(
      '<script type="module" src="https://results.example.org/embed.js"></script>\n' +
        '<runoff-results poll-id="6f1c2a9e-0000-4000-8000-000000000001"></runoff-results>',
    );
  });

  it('keeps a sub-path deployment and escapes what would break the attribute', () => {
    expect(embedSnippet('https://cdn.example.org/runoff/results/', 'a"b<c')).toBe(
      '<script type="module" src="https://cdn.example.org/runoff/results/embed.js"></script>\n' +
        '<runoff-results poll-id="a&quot;b&lt;c"></runoff-results>',
    );
  });
});
