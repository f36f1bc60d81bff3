import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Participant } from '../../../lib/utils/participant';
import { ParticipantList, VIRTUALIZE_FROM } from './participant-list';
import { ReconnectingStatus } from './reconnecting-status';

function people(count: number): Participant[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p-${i + 1}`,
    pollId: 'poll-1',
    name: i === 1 ? '' : `Person ${i + 1}`,
    joinedAt: '2026-11-23T10:00:00.000Z', joinOrder: null,
    hasVoted: false,
  }));
}

describe('ParticipantList', () => {
  it('shows no Remove button to participants', () => {
    render(<ParticipantList participants={people(2)} />);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('asks the host to confirm before removing, and Cancel keeps the participant', () => {
    const onRemove = vi.fn();
    render(<ParticipantList participants={people(2)} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Participant 1' }));
    const confirm = screen.getByRole('group', { name: 'Remove Participant 1?' });
    expect(within(confirm).getByText('Remove Participant 1 from this poll? They cannot join it again.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Person 1' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Remove Person 1?' })).getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith('p-1');
  });

  it('renders only the rows in view for a lecture hall, keeping the full count', () => {
    render(<ParticipantList participants={people(1000)} />);
    expect(screen.getByRole('heading', { name: 'Participants (1000)' })).toBeTruthy();
    const rows = screen.queryAllByRole('listitem');
    expect(rows.length).toBeLessThan(100);
    for (const row of rows) expect(row.getAttribute('aria-setsize')).toBe('1000');
  });

  it('renders every row of a small room', () => {
    render(<ParticipantList participants={people(VIRTUALIZE_FROM - 1)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(VIRTUALIZE_FROM - 1);
  });
});

describe('ReconnectingStatus', () => {
  it('is a live status that says Reconnecting… only while reconnecting', () => {
    const { rerender } = render(<ReconnectingStatus reconnecting />);
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    rerender(<ReconnectingStatus reconnecting={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
