/**
 * The embed's styles, kept for shadow roots rather than put in document.head: the page's CSS must not
 * reach the embed, and ours must not reach the page. In the embed build, style-loader hands every CSS
 * module's text to style-tag-transform.js (rsbuild.embed.ts), which calls addEmbedStyles; every
 * <runoff-results> adopts each sheet, including those of chunks that load later (the count animation).
 */
const sheets: CSSStyleSheet[] = [];
const byKey = new WeakMap<object, CSSStyleSheet>();
const roots = new Set<ShadowRoot>();

/** Adds or (hot reload) replaces one module's CSS; `key` is the module's style element. */
export function addEmbedStyles(css: string, key: object = {}): void {
  const known = byKey.get(key);
  if (known) {
    known.replaceSync(css);
    return;
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  byKey.set(key, sheet);
  sheets.push(sheet);
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Gives a shadow root every embed stylesheet, now and as chunks add theirs. Returns the release. */
export function adoptEmbedStyles(root: ShadowRoot): () => void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  roots.add(root);
  return () => {
    roots.delete(root);
  };
}

export function embedStyleSheetCount(): number {
  return sheets.length;
}
