import { render, screen, within } from '@testing-library/react';
import type { ListedParticipant, RoomSummary } from '../utils/room-summary';
import { RoomParticipantList } from './room-participant-list';

const person = (n: number, extra: Partial<ListedParticipant> = {}): ListedParticipant => ({
  id: `p-${n}`, pollId: 'poll-1', name: `Student ${n}`, joinedAt: '2026-11-25T10:00:00.000Z', joinOrder: null, hasVoted: false, number: null, ...extra,
});

function room(joined: number, extra: Partial<RoomSummary> = {}): RoomSummary {
  const shown = Math.min(joined, joined <= 30 ? joined : 10);
  return {
    status: 'waiting', joined, voted: 0, complete: joined <= 30, at: '2026-11-25T10:00:00.000Z',
    newest: Array.from({ length: shown }, (_, i) => person(joined - shown + i + 1)), ...extra,
  };
}

describe('RoomParticipantList', () => {
  it('shows everyone of a small room with their Voted badges and numbers for those without a name', () => {
    const summary = room(3, { newest: [person(1, { hasVoted: true }), person(2, { name: 'Anonymous Participant', number: 1 }), person(3)] });
    render(<RoomParticipantList summary={summary} you={person(3)} />);
    expect(screen.getByRole('heading', { name: 'Participants (3)' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Everyone who joined' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Participant 1')).toBeTruthy();
    expect(within(list).getAllByText('Voted')).toHaveLength(1);
    expect(within(list).getByText('(you)')).toBeTruthy();
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('past 30 people shows the participant first, the newest ten and how many more, and the votes while voting', () => {
    render(<RoomParticipantList summary={room(250, { status: 'voting', voted: 40 })} you={person(7)} />);
    const rows = within(screen.getByRole('list', { name: 'You and the newest participants' })).getAllByRole('listitem');
    expect(rows).toHaveLength(11);
    expect(rows[0]?.textContent).toContain('Student 7');
    expect(rows[0]?.textContent).toContain('(you)');
    expect(rows[10]?.textContent).toContain('Student 250');
    expect(screen.getByText('+239 more')).toBeTruthy();
    expect(screen.getByText('40 of 250 voted')).toBeTruthy();
  });

  it('says nobody joined yet in an empty room', () => {
    render(<RoomParticipantList summary={room(0)} you={null} />);
    expect(screen.getByText('No participants have joined yet.')).toBeTruthy();
  });
});
