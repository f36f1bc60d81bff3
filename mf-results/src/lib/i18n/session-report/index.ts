import { createMessages } from '@runoff/platform/i18n';
import en from './messages/en.json';

/**
 * The texts of a session's report page (issue 32): a catalog of their own, as the election screens' are, so
 * that the embed, which never shows the report, never loads them (its weight budget counts every language's
 * chunk). Imported from here, never through lib/i18n's index.
 */
export const { useText: useSessionReportText } = createMessages({
  en,
  load: (locale) => import(`./messages/${locale}.json`),
});
