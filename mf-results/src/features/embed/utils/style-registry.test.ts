import { describe, expect, it } from 'vitest';
import { addEmbedStyles, adoptEmbedStyles } from './style-registry';

function shadow(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('the embed style registry', () => {
  it('gives every shadow root the CSS added before and after it mounted, never the page', () => {
    const early = shadow();
    const key = {};
    addEmbedStyles('.a { color: blue; }', key);
    const release = adoptEmbedStyles(early);
    const late = shadow();
    adoptEmbedStyles(late);
    addEmbedStyles('.b { color: green; }');
    // jsdom has no constructable stylesheets: the fallback's <style> copies show what each root got.
    const css = (root: ShadowRoot) => [...root.querySelectorAll('style')].map((style) => style.textContent).sort();
    expect(css(early)).toEqual(['.a { color: blue; }', '.b { color: green; }']);
    expect(css(late)).toEqual(['.a { color: blue; }', '.b { color: green; }']);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);

    addEmbedStyles('.a { color: navy; }', key); // hot reload of one module replaces its CSS in place
    expect(css(late)).toEqual(['.a { color: navy; }', '.b { color: green; }']);
    release();
    addEmbedStyles('.c {}');
    expect(css(early)).toHaveLength(2);
  });
});
