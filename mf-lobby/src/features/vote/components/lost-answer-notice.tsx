import { Alert } from '@runoff/ui';

/** While a lost answer is being recovered: tells the voter the ballot is safe to retry. */
export function RetryingNotice() {
  return (
    <Alert tone="info">
      The connection dropped before the server answered. Trying again — your ballot can only be counted once.
    </Alert>
  );
}

/** After a lost answer turned out to have been counted (the retry was told the ballot is already in). */
export function RecoveredNotice() {
  return (
    <Alert tone="info" title="Your vote was counted once">
      The connection dropped before the server could confirm your vote. When we tried again, the server already
      had your ballot, so it was not counted twice.
    </Alert>
  );
}
