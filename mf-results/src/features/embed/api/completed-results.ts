import { parsePollResults } from '@runoff/shared/domain';
import { countResults } from '../../../lib/count-results';
import type { CountedResults } from '../../../lib/poll-results';
import { callFunction, type EmbedConnection } from './embed-connection';

/** A completed poll's ballots (get_poll_results is open to anon once voting has ended), counted by the one engine. */
export async function getCompletedResults(connection: EmbedConnection, pollId: string): Promise<CountedResults> {
  return countResults(parsePollResults(await callFunction(connection, 'get_poll_results', { poll_id: pollId })));
}
