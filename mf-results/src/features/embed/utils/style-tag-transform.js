// style-loader's styleTagTransform for the embed build (rsbuild.embed.ts). Plain JavaScript: style-loader
// imports it with `!!`, which skips every loader, TypeScript's included.
import { addEmbedStyles } from './style-registry.ts';

export default function styleTagTransform(css, styleElement) {
  addEmbedStyles(css, styleElement);
}
