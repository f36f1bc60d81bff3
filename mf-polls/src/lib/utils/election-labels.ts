import { useCallback } from 'react';
import type { Poll } from '@runoff/domain';
import { useText } from '../i18n';

/**
 * How many seats a poll fills ("1 winner", "3 winners") and how its ballot is filled in ("Rank every
 * option", "Rank at least 2 of 7 options"), in the reader's language (issue 21).
 */
export function useElectionLabels() {
  const { t, intl } = useText();
  const winners = useCallback((seats: number) => t('poll.winners', { count: seats }), [t]);
  const rankingRule = useCallback(
    (poll: Pick<Poll, 'minRanked' | 'options'>) =>
      poll.minRanked === null
        ? t('poll.rankEvery')
        : t('poll.rankAtLeast', { min: intl.formatNumber(poll.minRanked), count: poll.options.length }),
    [t, intl],
  );
  return { winners, rankingRule };
}
