import { callRpc } from '@runoff/platform/supabase';
import { parsePolls } from '@runoff/domain';
import type { Poll } from '@runoff/domain';

export interface DashboardPolls {
  /** Polls the user created, newest first. */
  created: Poll[];
  /** Polls the user voted in, most recently joined first. */
  participated: Poll[];
}

export async function getDashboardPolls(): Promise<DashboardPolls> {
  const [created, participated] = await Promise.all([
    callRpc('get_my_polls', {}),
    callRpc('get_participated_polls', {}),
  ]);
  return { created: parsePolls(created), participated: parsePolls(participated) };
}
