import { identityStorage } from '@runoff/platform/auth';
import { readOwnBallot as readRecord, storeOwnBallot as storeRecord } from '@runoff/domain';

/**
 * "Your ballot" (the record's format and limits: @runoff/domain's own-ballot), kept under the session's
 * user in identityStorage.
 */
export function storeOwnBallot(uid: string, pollId: string, ranking: readonly string[]): void {
  storeRecord(identityStorage(uid), pollId, ranking);
}

/** The user's stored ranking (option ids, first choice first), or null when this browser kept none for them. */
export function readOwnBallot(uid: string | null, pollId: string): string[] | null {
  return uid ? readRecord(identityStorage(uid), pollId) : null;
}

/** The stored ranking as option texts, skipping ids the poll does not have. */
export function ownBallotTexts(ranking: readonly string[], options: readonly { id: string; text: string }[]): string[] {
  return ranking.flatMap((id) => options.find((option) => option.id === id)?.text ?? []);
}
