/**
 * Where "Check my ballot" lives: the shell's route `/polls/:pollId/check` (shell/src/app/routes.tsx), which
 * shows this remote's `./check-ballot-page`. Shell and remote agree on this one path.
 */
export function checkBallotPath(pollId: string): string {
  return `/polls/${encodeURIComponent(pollId)}/check`;
}
