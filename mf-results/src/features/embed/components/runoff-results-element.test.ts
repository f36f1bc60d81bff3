import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineRunoffResults, ELEMENT_NAME } from './runoff-results-element';

describe('<runoff-results>', () => {
  afterEach(() => document.body.replaceChildren());

  it('renders into its own shadow root, never into the page', async () => {
    defineRunoffResults();
    defineRunoffResults(); // a page that loads embed.js twice
    const element = document.createElement(ELEMENT_NAME);
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('The poll-id attribute is missing'));
    expect(element.childNodes).toHaveLength(0);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('re-renders when an attribute changes', async () => {
    defineRunoffResults();
    const element = document.createElement(ELEMENT_NAME);
    element.setAttribute('poll-id', 'p');
    element.setAttribute('supabase-url', 'ftp://nowhere');
    element.setAttribute('anon-key', 'k');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('supabase-url attribute must be an http(s) URL'));
    element.removeAttribute('poll-id');
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('The poll-id attribute is missing'));
  });
});
