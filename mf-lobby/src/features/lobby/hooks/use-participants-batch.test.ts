import { act, renderHook } from '@testing-library/react';
import { getParticipants } from '../api/get-participants';
import { useParticipants } from './use-participants';

vi.mock('../api/get-participants', () => ({ getParticipants: vi.fn() }));

function joined(n: number) {
  return {
    participant: { id: `p-${n}`, pollId: 'poll-1', name: `Student ${n}`, joinedAt: '2026-11-23T10:00:00.000Z', joinOrder: null, hasVoted: false },
  };
}

async function nextFrame() {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

describe('useParticipants in a lecture hall', () => {
  it('applies a burst of joins in one frame, in arrival order, and keeps votes and removals of queued people', async () => {
    vi.mocked(getParticipants).mockResolvedValue([]);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useParticipants('poll-1', true);
    });
    await act(async () => {});
    const before = renders;
    act(() => {
      for (let n = 1; n <= 500; n += 1) result.current.applyJoined(joined(n));
      result.current.applyVoted({ participantId: 'p-7' });
      result.current.applyRemoved({ participantId: 'p-9' });
    });
    expect(result.current.participants).toHaveLength(0);
    await nextFrame();
    expect(result.current.participants).toHaveLength(499);
    expect(result.current.participants[0]?.name).toBe('Student 1');
    expect(result.current.participants.find((p) => p.id === 'p-7')?.hasVoted).toBe(true);
    expect(result.current.participants.some((p) => p.id === 'p-9')).toBe(false);
    expect(renders - before).toBeLessThanOrEqual(2);
    expect(getParticipants).toHaveBeenCalledTimes(1);
  });
});

describe('useParticipants refetch', () => {
  it('keeps joins that arrive while a refetch is on its way', async () => {
    let answer: (list: never[]) => void = () => {};
    vi.mocked(getParticipants).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useParticipants('poll-1', true));
    act(() => {
      for (let n = 1; n <= 3; n += 1) result.current.applyJoined(joined(n));
    });
    await nextFrame();
    // The snapshot was taken before those joins: it is empty.
    await act(async () => answer([]));
    expect(result.current.participants.map((p) => p.id)).toEqual(['p-1', 'p-2', 'p-3']);
  });
});
