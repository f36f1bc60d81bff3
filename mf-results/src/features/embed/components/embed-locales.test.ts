import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { load } from '../../../lib/i18n';
import { defineRunoffResults, ELEMENT_NAME } from './runoff-results-element';

// A language's first render waits for its chunks (the embed's texts, the explanations', the shared components'):
// more than waitFor's default second on a loaded machine.
const loading = { timeout: 5000 };

describe('<runoff-results lang>', () => {
  afterEach(() => document.body.replaceChildren());

  it('speaks the language of its lang attribute, right to left for Arabic, on its own root', async () => {
    await Promise.all([load('ar'), load('de')]);
    defineRunoffResults();
    const element = document.createElement(ELEMENT_NAME);
    element.setAttribute('lang', 'ar-EG');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('السمة poll-id مفقودة'), loading);
    const root = element.shadowRoot!.querySelector('[data-theme]')!;
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
    element.setAttribute('lang', 'de-CH');
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Das Attribut poll-id fehlt'), loading);
    expect(root.getAttribute('lang')).toBe('de');
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it('keeps to the visitor’s language without a lang of its own, whatever the page’s lang', async () => {
    document.documentElement.lang = 'de';
    try {
      defineRunoffResults();
      const element = document.createElement(ELEMENT_NAME);
      document.body.append(element);
      // jsdom's browser language is en-US.
      await waitFor(() => expect(element.shadowRoot?.textContent).toContain('The poll-id attribute is missing'));
      expect(element.shadowRoot!.querySelector('[data-theme]')!.getAttribute('lang')).toBe('en');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('keeps to the visitor’s language where Runoff does not speak the lang asked for', async () => {
    defineRunoffResults();
    const element = document.createElement(ELEMENT_NAME);
    element.setAttribute('lang', 'ja');
    document.body.append(element);
    // jsdom's browser language is en-US.
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('The poll-id attribute is missing'));
    expect(element.shadowRoot!.querySelector('[data-theme]')!.getAttribute('lang')).toBe('en');
  });
});
