import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Poll } from '@runoff/domain';
import { useJoinCodeLookup } from './use-join-code-lookup';
import { takeResolvedPoll } from '../utils/resolved-poll-handoff';

const api = vi.hoisted(() => ({ resolveJoinCode: vi.fn(), lookUpWithoutSession: vi.fn() }));
vi.mock('../api/resolve-join-code', () => api);
const auth = vi.hoisted(() => ({ ensureSession: vi.fn(), sessionUser: null as { uid: string } | null }));
vi.mock('@runoff/platform/auth', () => ({ useAuth: () => auth }));

const poll = { id: 'poll-1', title: 'Lunch' } as Poll;
const landed: { path?: string; state?: unknown } = {};

function Landed() {
  const location = useLocation();
  landed.path = location.pathname;
  landed.state = location.state;
  return null;
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/j/ABC234']}>
      <Routes>
        <Route path="/j/:code" element={children} />
        <Route path="/polls/:pollId/vote" element={<Landed />} />
        <Route path="/sessions/:sessionId/join" element={<Landed />} />
      </Routes>
    </MemoryRouter>
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  auth.sessionUser = null;
  landed.path = undefined;
  landed.state = undefined;
});

describe('useJoinCodeLookup', () => {
  it('looks the code up without a session or a sign-in, and hands the poll to the join page', async () => {
    api.lookUpWithoutSession.mockResolvedValue({ pollId: 'poll-1', poll });
    const { result } = renderHook(() => useJoinCodeLookup(), { wrapper });
    await act(() => result.current.lookup('abc-234'));
    expect(api.lookUpWithoutSession).toHaveBeenCalledExactlyOnceWith('ABC234');
    expect(auth.ensureSession).not.toHaveBeenCalled();
    expect(api.resolveJoinCode).not.toHaveBeenCalled();
    expect(landed.path).toBe('/polls/poll-1/vote');
    expect(takeResolvedPoll('poll-1')).toBe(poll);
  });

  it('signs in and asks again when the budget of callers without a session is used up', async () => {
    api.lookUpWithoutSession.mockResolvedValue(null);
    api.resolveJoinCode.mockResolvedValue({ pollId: 'poll-1', poll: null });
    const { result } = renderHook(() => useJoinCodeLookup(), { wrapper });
    await act(() => result.current.lookup('ABC234'));
    expect(auth.ensureSession).toHaveBeenCalledOnce();
    expect(api.resolveJoinCode).toHaveBeenCalledExactlyOnceWith('ABC234');
    expect(landed.path).toBe('/polls/poll-1/vote');
    expect(takeResolvedPoll('poll-1')).toBeUndefined();
  });

  it('asks with the session a visitor already has', async () => {
    auth.sessionUser = { uid: 'participant-1' };
    api.resolveJoinCode.mockResolvedValue({ pollId: null, message: 'No open poll has the code ABC234. Check the code, or ask the host for the link.' });
    const { result } = renderHook(() => useJoinCodeLookup(), { wrapper });
    await act(() => result.current.lookup('ABC234'));
    expect(api.lookUpWithoutSession).not.toHaveBeenCalled();
    expect(result.current.error).toEqual({ id: 'join_code.not_found', values: { code: 'ABC234' } });
    expect(landed.path).toBeUndefined();
  });

  it("takes a session's code to the session's page, with its title", async () => {
    api.lookUpWithoutSession.mockResolvedValue({ sessionId: 'session-1', title: 'Workshop' });
    const { result } = renderHook(() => useJoinCodeLookup(), { wrapper });
    await act(() => result.current.lookup('ABC234'));
    expect(landed.path).toBe('/sessions/session-1/join');
    expect(landed.state).toEqual({ sessionTitle: 'Workshop' });
    expect(result.current.error).toBeNull();
  });
});
