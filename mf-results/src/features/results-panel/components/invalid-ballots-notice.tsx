import { Alert } from '@runoff/ui';
import { formatCount } from '../../../lib/format-count';

/**
 * Stored ballots the count left out (issue 8: a bad row is reported, never a dead poll). Nothing shows for 0.
 */
export function InvalidBallotsNotice({ invalidBallots = 0 }: { invalidBallots?: number }) {
  if (invalidBallots <= 0) return null;
  const ballots = invalidBallots === 1 ? '1 stored ballot was' : `${formatCount(invalidBallots)} stored ballots were`;
  return (
    <Alert tone="info" title="Some ballots were not counted">
      {ballots} left out of the count because {invalidBallots === 1 ? 'it is' : 'they are'} not a complete ranking of
      this poll's options.
    </Alert>
  );
}
