import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Alert } from '@runoff/ui';
import { explanationLanguage, setDisplayLocale } from '../../../lib/format-count';
import type { ParsedEmbedOptions } from '../utils/embed-options';
import { resolveLocale } from '../utils/resolve-locale';
import { adoptEmbedStyles } from '../utils/style-registry';
import { DarkThemeFixes } from './dark-theme-fixes';
import { EmbeddedResults } from './embedded-results';
import styles from './embed.module.css';

export interface EmbedMount {
  update(parsed: ParsedEmbedOptions): void;
  unmount(): void;
}

/**
 * Renders embedded results into `host`'s shadow root with a React root of the embed's own: nothing is
 * shared with the page (its React, its styles, its Supabase session).
 */
export function mountEmbed(host: HTMLElement, parsed: ParsedEmbedOptions): EmbedMount {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const releaseStyles = adoptEmbedStyles(shadow);
  const container = document.createElement('div');
  shadow.append(container);
  const root: Root = createRoot(container);

  const render = (next: ParsedEmbedOptions) => {
    if (next.ok) {
      for (const warning of next.warnings) console.warn(`<runoff-results>: ${warning}`);
      setDisplayLocale(resolveLocale(next.options.locale, host, navigator.language));
    }
    const theme = next.ok ? next.options.theme : 'light';
    root.render(
      <StrictMode>
        <DarkThemeFixes />
        {/* lang: the language of the texts (the explanations follow `lang` where a catalog exists, else English). */}
        <div className={styles.embed} data-theme={theme} lang={explanationLanguage()}>
          {next.ok ? (
            <EmbeddedResults options={next.options} dialogContainer={() => container.querySelector(`.${styles.embed}`)} />
          ) : (
            <Alert>{next.error}</Alert>
          )}
        </div>
      </StrictMode>,
    );
  };
  render(parsed);
  return {
    update: render,
    unmount() {
      root.unmount();
      container.remove();
      releaseStyles();
    },
  };
}
