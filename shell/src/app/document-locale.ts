import { localeDirection, localeStore, type LocaleStore } from '@runoff/platform/i18n';

/**
 * Keeps `<html lang dir>` on the page's locale: set at once (before the first render, so the first paint
 * already reads in the right direction) and again on every switch, without a reload. Returns the
 * unsubscribe.
 */
export function syncDocumentLocale(store: LocaleStore = localeStore, root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    const locale = store.getSnapshot();
    root.lang = locale;
    root.dir = localeDirection(locale);
  };
  apply();
  return store.subscribe(apply);
}
