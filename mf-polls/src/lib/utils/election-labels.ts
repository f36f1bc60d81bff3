import { useCallback } from 'react';
import type { CountMethod, Poll, PollVoters } from '@runoff/domain';
import { useText } from '../i18n';

/** Who may vote (issue 27), as the create form and the detail page name it. */
export const VOTERS_NAME = {
  anyone: 'poll.votersAnyone',
  accounts: 'poll.votersAccounts',
  list: 'poll.votersList',
} as const satisfies Record<PollVoters, string>;

/**
 * How many seats a poll fills ("1 winner", "3 winners") and how its ballot is filled in ("Rank every
 * option", "Rank at least 2 of 7 options") and how it is counted ("Schulze"), in the reader's language
 * (issues 21 and 31).
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
  const methodName = useCallback((method: CountMethod) => t(`method.${method}`), [t]);
  const votersName = useCallback((voters: PollVoters) => t(VOTERS_NAME[voters]), [t]);
  return { winners, rankingRule, methodName, votersName };
}
