import animation from '../../count-animation/components/count-animation.module.css';
import panel from '../../results-panel/components/results-panel.module.css';
import styles from './embed.module.css';

// The app's cards and chips that paint a light background of their own keep dark text in the dark theme.
const lightSurfaces = [panel.explanation, panel.winner, panel.noWinner, animation.help, animation.finalWinner, animation.finalTie]
  .filter((name): name is string => typeof name === 'string' && name !== '');

const light = `color: #0f172a; --text: #0f172a; --muted: #475569;`;
const selectors = (theme: string) => lightSurfaces.map((name) => `.${styles.embed}[data-theme='${theme}'] .${name}`).join(', ');
const css = lightSurfaces.length
  ? `${selectors('dark')} { ${light} }\n@media (prefers-color-scheme: dark) { ${selectors('auto')} { ${light} } }`
  : '';

/** Built from the CSS modules' class names, so it follows their hashes; rendered inside the shadow root. */
export function DarkThemeFixes() {
  return css ? <style>{css}</style> : null;
}
