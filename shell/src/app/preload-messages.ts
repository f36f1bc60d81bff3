import { localeStore } from '@runoff/platform/i18n';
import { load } from '../lib/i18n';

/**
 * Starts loading the shell's messages in the page's language (a no-op in English, which is inlined), so a
 * German or Arabic page does not wait for them only once React first renders the header.
 */
export function preloadMessages(): void {
  void load(localeStore.getSnapshot());
}
