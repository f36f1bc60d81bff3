/**
 * The embed's styles, kept for shadow roots rather than put in document.head: the page's CSS must not
 * reach the embed, and ours must not reach the page. In the embed build, style-loader hands every CSS
 * module's text to style-tag-transform.js (rsbuild.embed.ts), which calls addEmbedStyles; every
 * <runoff-results> adopts each sheet, including those of chunks that load later (the count animation).
 * Browsers without constructable stylesheets (Safari before 16.4) get <style> elements in the shadow root.
 */
interface Entry {
  css: string;
  sheet?: CSSStyleSheet;
  /** The <style> copies in roots that cannot adopt sheets. */
  copies: HTMLStyleElement[];
}

const entries: Entry[] = [];
const byKey = new WeakMap<object, Entry>();
const roots = new Set<ShadowRoot>();

const canAdopt = (root: ShadowRoot) => Array.isArray(root.adoptedStyleSheets) && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

function attach(root: ShadowRoot, entry: Entry): void {
  if (canAdopt(root)) {
    if (!entry.sheet) {
      entry.sheet = new CSSStyleSheet();
      entry.sheet.replaceSync(entry.css);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, entry.sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = entry.css;
    root.prepend(style);
    entry.copies.push(style);
  }
}

/** Adds or (hot reload) replaces one module's CSS; `key` is the module's style element. */
export function addEmbedStyles(css: string, key: object = {}): void {
  const known = byKey.get(key);
  if (known) {
    known.css = css;
    known.sheet?.replaceSync(css);
    for (const copy of known.copies) copy.textContent = css;
    return;
  }
  const entry: Entry = { css, copies: [] };
  byKey.set(key, entry);
  entries.push(entry);
  for (const root of roots) attach(root, entry);
}

/** Gives a shadow root every embed stylesheet, now and as chunks add theirs. Returns the release. */
export function adoptEmbedStyles(root: ShadowRoot): () => void {
  for (const entry of entries) attach(root, entry);
  roots.add(root);
  return () => {
    roots.delete(root);
  };
}
