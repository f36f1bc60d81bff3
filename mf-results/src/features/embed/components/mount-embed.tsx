import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LocaleScope, localeDirection, matchLocale, useLocale } from '@runoff/platform/i18n';
import { Alert } from '@runoff/ui';
import { NumberLocaleScope, useText } from '../../../lib/i18n';
import type { EmbedOptions, EmbedOptionsProblem, EmbedTheme, ParsedEmbedOptions } from '../utils/embed-options';
import { resolveLocale } from '../utils/resolve-locale';
import { adoptEmbedStyles } from '../utils/style-registry';
import { DarkThemeFixes } from './dark-theme-fixes';
import { EmbeddedResults } from './embedded-results';
import { EmbeddedSession } from './embedded-session';
import styles from './embed.module.css';

export interface EmbedMount {
  update(parsed: ParsedEmbedOptions): void;
  unmount(): void;
}

/** The embed's parse problem (embed-options.ts), by its id, in the reader's language. */
function OptionsError({ error }: { error: EmbedOptionsProblem }) {
  const { t } = useText();
  return <Alert>{t(error)}</Alert>;
}

/**
 * The embed's root: `lang` and `dir` of the language its texts are in, so a right-to-left language lays
 * out right to left inside the shadow root whatever the page around it does. The first render in a
 * language not loaded yet waits (Suspense) rather than flash English.
 */
function EmbedRoot({ theme, children }: { theme: EmbedTheme; children: ReactNode }) {
  const locale = useLocale();
  return (
    <div className={styles.embed} data-theme={theme} lang={locale} dir={localeDirection(locale)}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

/** A poll's results, or a session's current question (docs/embedding.md, "A session"). */
function EmbedTarget({ options, dialogContainer }: { options: EmbedOptions; dialogContainer: () => Element | null }) {
  if (options.sessionId !== undefined) return <EmbeddedSession sessionId={options.sessionId} options={options} dialogContainer={dialogContainer} />;
  return <EmbeddedResults pollId={options.pollId} options={options} dialogContainer={dialogContainer} />;
}

/**
 * Renders embedded results into `host`'s shadow root with a React root of the embed's own: nothing is
 * shared with the page (its React, its styles, its Supabase session).
 *
 * Language (docs/embedding.md): the texts follow the element's own `lang` (or mount's `locale`) where
 * Runoff speaks it (by primary subtag, through LocaleScope), else the page locale of the embed's own copy
 * of the platform: the visitor's browser language. Numbers and dates follow `lang`, else the nearest `lang`
 * around the element, else the browser's language, as the tag says ("de-CH").
 */
export function mountEmbed(host: HTMLElement, parsed: ParsedEmbedOptions): EmbedMount {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const releaseStyles = adoptEmbedStyles(shadow);
  const container = document.createElement('div');
  shadow.append(container);
  const root: Root = createRoot(container);

  const render = (next: ParsedEmbedOptions) => {
    if (next.ok) for (const warning of next.warnings) console.warn(`<runoff-results>: ${warning}`);
    const explicit = next.ok ? next.options.locale : next.locale;
    const tag = resolveLocale(explicit, host, navigator.language);
    const theme = next.ok ? next.options.theme : 'light';
    root.render(
      <StrictMode>
        <DarkThemeFixes />
        <LocaleScope locale={matchLocale([explicit])}>
          <NumberLocaleScope locale={tag}>
            <EmbedRoot theme={theme}>
              {next.ok ? (
                <EmbedTarget options={next.options} dialogContainer={() => container.querySelector(`.${styles.embed}`)} />
              ) : (
                <OptionsError error={next.error} />
              )}
            </EmbedRoot>
          </NumberLocaleScope>
        </LocaleScope>
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
