import type { CountedResults } from '../../../lib/utils/poll-results';
import { useOwnBallot } from '../hooks/use-own-ballot';
import { HeadToHead } from './head-to-head';
import { MyVote } from './my-vote';
import { RoundStories } from './round-stories';
import { VoteFlow } from './vote-flow';

export interface ResultsStoryProps {
  counted: CountedResults;
  /** The presenter's projector explains every round here; the panel has its Rounds Breakdown. */
  withRounds?: boolean;
}

/**
 * Results a room understands (docs/explanations.md): where my vote went (for a participant whose browser
 * kept their ballot), where the votes went, who beats whom. Only for a completed poll with votes: before
 * the end nothing but the number of votes is shown (ballot secrecy).
 */
export function ResultsStory({ counted, withRounds = false }: ResultsStoryProps) {
  const ranking = useOwnBallot(counted.results.poll.id);
  if (counted.results.poll.status !== 'completed' || counted.count.totalVotes === 0) return null;
  return (
    <>
      <MyVote counted={counted} ranking={ranking} />
      {withRounds && <RoundStories counted={counted} />}
      <VoteFlow counted={counted} />
      <HeadToHead counted={counted} />
    </>
  );
}
