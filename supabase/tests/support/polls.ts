import type { SupabaseClient } from '@supabase/supabase-js';
import { call, type Person, signInAnonymously } from './people.js';

/** A poll as every function returns it. */
export interface Poll {
  id: string;
  title: string;
  description: string;
  category: string;
  options: { id: string; text: string; order: number }[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  isActive: boolean;
  status: 'waiting' | 'voting' | 'completed';
  participantCount: number;
  expiresAt: string | null;
  maxParticipants: number;
  accountsOnly: boolean;
  seats: number;
  minRanked: number | null;
  shuffleBallots: boolean;
  voters: 'anyone' | 'accounts' | 'list';
  trackers: boolean;
  publication: 'none' | 'participants' | 'everyone';
  publishedAt: string | null;
  countingMethod: string;
}

export interface Participant {
  id: string;
  pollId: string;
  name: string;
  joinedAt: string;
  joinOrder: number;
  hasVoted: boolean;
}

export interface PollResults {
  poll: Poll;
  ballots: { ranking: string[]; count: number }[];
  totalVotes: number;
  invalidBallots: number;
  generatedAt: string;
}

export async function createPoll(
  host: SupabaseClient,
  options: string[] = ['Pizza', 'Sushi', 'Tacos'],
  title = 'Lunch',
): Promise<Poll> {
  return call<Poll>(host, 'create_poll', { title, options, description: 'Where shall we eat?', category: 'Food' });
}

export async function setStatus(host: SupabaseClient, pollId: string, status: string): Promise<Poll> {
  return call<Poll>(host, 'update_poll_status', { poll_id: pollId, status });
}

/** An anonymous visitor who has joined the poll. */
export async function joinedVoter(pollId: string, name?: string): Promise<Person & { participant: Participant }> {
  const voter = await signInAnonymously();
  const participant = await call<Participant>(voter.client, 'join_poll', name === undefined ? { poll_id: pollId } : { poll_id: pollId, name });
  return { ...voter, participant };
}

export async function vote(voter: SupabaseClient, pollId: string, ranking: string[]): Promise<void> {
  await call(voter, 'submit_vote', { poll_id: pollId, ranking });
}

/** The room's current topic (poll:<id>:<epoch>), as a member's get_room_summary tells it. */
export async function roomTopic(member: SupabaseClient, pollId: string): Promise<string> {
  const { topic } = await call<{ topic?: unknown }>(member, 'get_room_summary', { poll_id: pollId });
  if (typeof topic !== 'string') throw new Error(`get_room_summary gave no topic for ${pollId}`);
  return topic;
}
