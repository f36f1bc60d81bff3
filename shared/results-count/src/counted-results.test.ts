import { describe, expect, it, vi } from 'vitest';

const platform = vi.hoisted(() => ({ callRpc: vi.fn() }));
vi.mock('@runoff/platform/supabase', () => platform);

const { countOnThisPage, getCountedResults } = await import('./counted-results');

const answer = {
  poll: {
    id: 'p',
    title: 'Lunch',
    status: 'completed',
    options: [
      { id: 'option_1', text: 'Pizza', order: 0 },
      { id: 'option_2', text: 'Sushi', order: 1 },
      { id: 'option_3', text: 'Tacos', order: 2 },
    ],
  },
  ballots: [
    { ranking: ['option_1', 'option_2'], count: 2 },
    { ranking: ['option_2', 'option_1'], count: 1 },
    { ranking: ['option_3', 'option_2'], count: 2 },
  ],
  totalVotes: 5,
  generatedAt: '2026-11-25T10:00:00.000Z',
};

describe('getCountedResults', () => {
  it("reads get_poll_results' bytes and counts them on this page", async () => {
    platform.callRpc.mockResolvedValueOnce(new Response(JSON.stringify(answer)).body);
    const counted = await getCountedResults('p', countOnThisPage);
    expect(platform.callRpc).toHaveBeenCalledWith('get_poll_results', { poll_id: 'p' }, { answer: 'stream' });
    // Sushi's ballot moves to Pizza: the instant-runoff winner, not the first-choice tie.
    expect(counted.count).toMatchObject({ winner: 'option_1', totalVotes: 5 });
    expect(counted.names).toEqual({ option_1: 'Pizza', option_2: 'Sushi', option_3: 'Tacos' });
  });

  it('reads another project when one is named, and passes its refusal on', async () => {
    const project = { url: 'https://abc.supabase.co', anonKey: 'their-key' };
    platform.callRpc.mockRejectedValueOnce(new Error('Results are available once voting has ended'));
    await expect(getCountedResults('p', countOnThisPage, project)).rejects.toThrow('Results are available once voting has ended');
    expect(platform.callRpc).toHaveBeenLastCalledWith('get_poll_results', { poll_id: 'p' }, { answer: 'stream', project });
  });
});
