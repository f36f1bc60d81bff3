import { failure } from '@runoff/platform/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { JoinModal } from './join-modal';

function renderModal() {
  const onJoin = vi.fn();
  const onJoinAnonymously = vi.fn();
  render(<JoinModal pollTitle="Lunch spot" failure={null} busy={null} onJoin={onJoin} onJoinAnonymously={onJoinAnonymously} />);
  return { onJoin, onJoinAnonymously };
}

describe('JoinModal', () => {
  it('is a labelled modal dialog with focus in Your Name', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Join Poll' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Your Name'));
  });

  it('refuses a blank name with the spec message', () => {
    const { onJoin } = renderModal();
    fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Poll' }));
    expect(screen.getByText('Please enter a name or click "Join Anonymously"')).toBeTruthy();
    expect(onJoin).not.toHaveBeenCalled();
  });

  it('refuses a name over 50 characters', () => {
    const { onJoin } = renderModal();
    fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: 'n'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Poll' }));
    expect(screen.getByText('Name must be 50 characters or less')).toBeTruthy();
    expect(onJoin).not.toHaveBeenCalled();
  });

  it("shows the database's refusal of a name on the name field until the name changes", () => {
    const problem = 'Name cannot be "Host": Runoff shows that label itself. Please choose another name';
    render(
      <JoinModal
        pollTitle="Lunch spot"
        failure={{ id: 'join.failed', failure: failure('name.reserved', { field: 'name', name: 'Host' }), redirectToResults: false, nameProblem: true }}
        busy={null}
        onJoin={vi.fn()}
        onJoinAnonymously={vi.fn()}
      />,
    );
    const field = screen.getByLabelText('Your Name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByText(problem).id);
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(field, { target: { value: 'Ada' } });
    expect(screen.queryByText(problem)).toBeNull();
  });

  it('joins with a valid name or anonymously', () => {
    const { onJoin, onJoinAnonymously } = renderModal();
    fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Poll' }));
    expect(onJoin).toHaveBeenCalledWith('Ada', null);
    fireEvent.click(screen.getByRole('button', { name: 'Join Anonymously' }));
    expect(onJoinAnonymously).toHaveBeenCalledOnce();
  });
});
