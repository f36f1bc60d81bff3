import { createMessages } from '@runoff/platform/i18n';
import en from './messages/en.json';

/**
 * The texts of the election screens (issue 27: publishing the ballots, Check my ballot): a catalog of their
 * own, as the shell's static pages have, so that the embed, which shows neither, never loads them (its
 * weight budget counts every language's chunk), and the host's audit trail in the report. Imported from
 * here, never through lib/i18n's index.
 */
export const { useText: useElectionText, english: englishElectionText } = createMessages({
  en,
  load: (locale) => import(`./messages/${locale}.json`),
});
