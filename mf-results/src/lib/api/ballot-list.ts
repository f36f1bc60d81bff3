import { isRecord } from '@runoff/domain';
import { callRpc } from '@runoff/platform/supabase';

/** One line of a published ballot list: a tracked ballot (count 1), or an untracked poll's group. */
interface ListedBallot {
  tracker: string | null;
  /** Option ids, first choice first. */
  ranking: string[];
  count: number;
}

/** get_ballot_list's answer (docs/database-api.md), checked. */
export interface BallotList {
  pollId: string;
  trackers: boolean;
  publication: 'none' | 'participants' | 'everyone';
  publishedAt: string | null;
  /** The fingerprint recorded at publication (null before), and the one recomputed now from the stored ballots. */
  publishedFingerprint: string | null;
  fingerprint: string;
  options: { id: string; text: string }[];
  /** In the canonical order: by tracker, which is random (docs/counting.md). */
  ballots: ListedBallot[];
}

const PUBLICATIONS = ['none', 'participants', 'everyone'] as const;
const TRACKER = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;

function isListedBallot(value: unknown): value is ListedBallot {
  return (
    isRecord(value) &&
    (value.tracker === null || (typeof value.tracker === 'string' && TRACKER.test(value.tracker))) &&
    Array.isArray(value.ranking) &&
    value.ranking.every((id) => typeof id === 'string') &&
    typeof value.count === 'number' &&
    Number.isInteger(value.count) &&
    value.count > 0
  );
}

/** Reads get_ballot_list's answer; anything off the documented shape is refused, never half shown. */
export function parseBallotList(value: unknown): BallotList {
  if (!isRecord(value) || typeof value.pollId !== 'string' || typeof value.fingerprint !== 'string') throw new Error('The server sent no ballot list');
  const publication = PUBLICATIONS.find((p) => p === value.publication);
  if (!publication || !Array.isArray(value.options) || !Array.isArray(value.ballots)) throw new Error('The server sent no ballot list');
  const options = value.options.filter(isRecord).map((o) => ({ id: String(o.id), text: String(o.text) }));
  if (!value.ballots.every(isListedBallot)) throw new Error('The server sent a ballot list with a malformed ballot');
  return {
    pollId: value.pollId,
    trackers: value.trackers === true,
    publication,
    publishedAt: typeof value.publishedAt === 'string' ? value.publishedAt : null,
    publishedFingerprint: typeof value.publishedFingerprint === 'string' ? value.publishedFingerprint : null,
    fingerprint: value.fingerprint,
    options,
    ballots: value.ballots,
  };
}

/** The poll's ballot list: the host always, others once it is published to them (else `ballots.not_published`). */
export async function getBallotList(pollId: string): Promise<BallotList> {
  return parseBallotList(await callRpc('get_ballot_list', { poll_id: pollId }));
}
