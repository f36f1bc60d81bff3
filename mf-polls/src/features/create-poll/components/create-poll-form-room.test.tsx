import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreatePollForm } from './create-poll-form';
import { renderWithRouter } from '@runoff/test-utils';

async function fillPoll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Lunch');
  const [first, second] = screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Option \d+$/ });
  await user.type(first!, 'Pizza');
  await user.type(second!, 'Sushi');
}

describe('CreatePollForm room settings', () => {
  it('sends the default cap of 1,000, anyone with the link and no trackers: a poll as before', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Participant limit' }).value).toBe('1000');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Anyone with the link' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Give each voter a ballot tracker' }).checked).toBe(false);
    await fillPoll(user);
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ maxParticipants: 1000, voters: 'anyone', trackers: false }));
  });

  it('sends the cap and People with an account as set', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await fillPoll(user);
    const limit = screen.getByRole('spinbutton', { name: 'Participant limit' });
    await user.clear(limit);
    await user.type(limit, '30');
    await user.click(screen.getByRole('radio', { name: 'People with an account' }));
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Lunch', maxParticipants: 30, voters: 'accounts', trackers: false }));
  });

  it('turns trackers on for a list poll, says their trade-off, and lets the host turn them off', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await fillPoll(user);
    const trackers = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Give each voter a ballot tracker' });
    expect(trackers.getAttribute('aria-describedby') && document.getElementById(trackers.getAttribute('aria-describedby')!)?.textContent).toContain(
      'a tracker also lets a voter show others how they voted',
    );
    await user.click(screen.getByRole('radio', { name: 'Voters on a list' }));
    expect(trackers.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ voters: 'list', trackers: true }));
  });

  it('keeps trackers as the host set them when the choice changes', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await fillPoll(user);
    await user.click(screen.getByRole('radio', { name: 'Voters on a list' }));
    await user.click(screen.getByRole('checkbox', { name: 'Give each voter a ballot tracker' }));
    await user.click(screen.getByRole('radio', { name: 'People with an account' }));
    await user.click(screen.getByRole('radio', { name: 'Voters on a list' }));
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ voters: 'list', trackers: false }));
  });

  it('refuses a cap outside 1–100,000 with the database wording, without submitting', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await fillPoll(user);
    const limit = screen.getByRole('spinbutton', { name: 'Participant limit' });
    await user.clear(limit);
    await user.type(limit, '100001');
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The participant limit must be between 1 and 100,000');
    expect(limit.getAttribute('aria-invalid')).toBe('true');
  });
});
