/**
 * The embed's sizes in its own units (issue 22): `rem` is the host page's root font size, which a page may
 * set to anything (`html { font-size: 62.5% }`, `* { font-size: 40px !important }`). Inside the shadow root
 * the embed's root (`.embed`) is 16px, so every `Nrem` in the embed's CSS is written as `N × 16px` at build
 * time (rsbuild.embed.ts): no host page's CSS can change the embed's sizes. Media queries keep their
 * units (they read the browser's default size, never the page's CSS).
 */
const EMBED_ROOT_PX = 16;

const REM = /(^|[^\w.-])(\d*\.?\d+)rem\b/g;

/** A declaration's value with every rem length in px at the embed's root size. */
export function remToEmbedPx(value: string): string {
  return value.replace(REM, (_whole, before: string, amount: string) => `${before}${Number((Number(amount) * EMBED_ROOT_PX).toFixed(4))}px`);
}

/** The PostCSS plugin the embed build runs over every stylesheet it bundles. */
export function rootRelativeSizes() {
  return {
    postcssPlugin: 'runoff-embed-root-relative-sizes',
    Declaration(decl: { value: string }) {
      if (decl.value.includes('rem')) decl.value = remToEmbedPx(decl.value);
    },
  };
}
rootRelativeSizes.postcss = true as const;
