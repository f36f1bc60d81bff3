import { useSyncExternalStore, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { useLocale } from './use-locale';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** A language's messages: id → ICU MessageFormat text ("{count, plural, one {# vote} other {# votes}}"). */
export type Messages = Readonly<Record<string, string>>;
/** A message id of a package: a key of its en.json (`export type MessageId = MessageIdOf<typeof en>`). */
export type MessageIdOf<M extends Messages> = keyof M & string;
type MessagesModule = { default: Messages } | Messages;

/**
 * A package's messages: English inlined (the spec's texts, in the first chunk), every other language of
 * LOCALES through one loader, `(locale) => import(`./messages/${locale}.json`)`, which the bundler splits
 * into a chunk per file, loaded the first time a reader picks that language. A language whose file the
 * package lacks fails to load, and the package shows English.
 */
export interface MessageCatalog<M extends Messages> {
  en: M;
  load: (locale: Exclude<Locale, 'en'>) => Promise<MessagesModule>;
}

type Value = string | number | boolean | Date | null | undefined | ReactNode | ((chunks: ReactNode[]) => ReactNode);
export type MessageValues = Readonly<Record<string, Value>>;

/** The texts of one package in the language of the part of the page that renders them. */
export interface Text<Id extends string> {
  locale: Locale;
  /** A message as plain text: for attributes, titles, announcements and anything else that must be a string. */
  t: (id: Id, values?: Readonly<Record<string, string | number | Date | null | undefined>>) => string;
  /** A message with markup: tags in the text (`<b>{name}</b>`) become the elements `values` give for them. */
  rich: (id: Id, values: MessageValues) => ReactNode;
  /** Numbers, dates, times, lists and plurals in this language (Intl underneath). */
  intl: IntlShape;
}

function messagesOf(module: MessagesModule): Messages {
  return 'default' in module && typeof module.default === 'object' ? (module.default as Messages) : (module as Messages);
}

/**
 * One package's messages, for its components: `const { useText } = createMessages({ en, load })` in the
 * package's lib/i18n, then `const { t } = useText()`. Each package keeps its messages to itself (its own
 * ids in its own store, never a context another remote could fill), so two remotes on one page, of any
 * versions, each see their own texts, and all follow one locale (docs/decisions.md, "One i18n approach").
 *
 * The first render in a language not loaded yet suspends (the nearest Suspense fallback shows, never a
 * flash of English); a later switch keeps the previous language on screen until the new one has loaded,
 * so switching never blanks or reloads the page. A language that fails to load shows English.
 */
export function createMessages<M extends Messages>(catalog: MessageCatalog<M>) {
  type Id = MessageIdOf<M>;
  const cache = createIntlCache();
  const ready = new Map<Locale, Text<Id>>();
  const pending = new Map<Locale, Promise<void>>();
  const failed = new Set<Locale>();
  const listeners = new Set<() => void>();
  let version = 0;
  let shown: Locale | null = null;

  function textFor(locale: Locale, messages: Messages): Text<Id> {
    const intl = createIntl(
      {
        locale,
        defaultLocale: DEFAULT_LOCALE,
        messages: messages as Record<string, string>,
        // A key missing from a translation falls back to English: the key-parity test keeps that from shipping.
        onError: (error) => {
          if (error.code !== 'MISSING_TRANSLATION') console.error(error);
        },
      },
      cache,
    );
    const english = catalog.en as Messages;
    return {
      locale,
      intl,
      t: (id, values) => intl.formatMessage({ id, defaultMessage: english[id] ?? id }, values),
      rich: (id, values) =>
        intl.formatMessage({ id, defaultMessage: english[id] ?? id }, values as Record<string, never>) as ReactNode,
    };
  }
  ready.set(DEFAULT_LOCALE, textFor(DEFAULT_LOCALE, catalog.en));

  function changed() {
    version += 1;
    for (const listener of [...listeners]) listener();
  }

  /** Loads a language's messages (once); resolves when they are ready or have failed. */
  function load(locale: Locale): Promise<void> {
    if (ready.has(locale) || failed.has(locale)) return Promise.resolve();
    const running = pending.get(locale);
    if (running) return running;
    const next = Promise.resolve()
      .then(() => catalog.load(locale as Exclude<Locale, 'en'>))
      .then((module) => {
        ready.set(locale, textFor(locale, messagesOf(module)));
      })
      .catch((error: unknown) => {
        console.error(`Could not load the ${locale} messages`, error);
        failed.add(locale);
      })
      .finally(() => {
        pending.delete(locale);
        changed();
      });
    pending.set(locale, next);
    return next;
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getVersion = () => version;

  function useText(): Text<Id> {
    const locale = useLocale();
    useSyncExternalStore(subscribe, getVersion, getVersion);
    const text = ready.get(locale);
    if (text) {
      shown = locale;
      return text;
    }
    if (failed.has(locale)) return ready.get(DEFAULT_LOCALE)!;
    const loading = load(locale);
    // Nothing of this package on screen yet: wait in Suspense rather than flash English.
    if (shown === null) throw loading;
    return ready.get(shown) ?? ready.get(DEFAULT_LOCALE)!;
  }

  /**
   * English outside React (a CSV report, an animation's frames, a rule's message in a unit test), formatted
   * as useText formats it: the same messages, the same ICU formatter.
   */
  const english: Text<Id>['t'] = ready.get(DEFAULT_LOCALE)!.t;

  return { useText, load, english };
}
