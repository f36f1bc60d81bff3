import type { PollPageProps, RemoteSurface } from '@runoff/contracts';
import { CheckBallotPage } from '../features/check-ballot';

/** "Check my ballot" (issue 27): the shell's /polls/:pollId/check, open to anyone the list is published to. */
function CheckBallot({ pollId }: PollPageProps) {
  return <CheckBallotPage pollId={pollId} />;
}

export default CheckBallot satisfies RemoteSurface['mf_results']['./check-ballot-page']['default'];
