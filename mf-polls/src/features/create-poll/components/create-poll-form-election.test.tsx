import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreatePollForm } from './create-poll-form';
import { renderWithRouter } from '@runoff/test-utils';

async function fillPoll(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Council');
  while (screen.getAllByRole('textbox', { name: /^Option \d+$/ }).length < names.length) {
    await user.click(screen.getByRole('button', { name: /add option/i }));
  }
  const fields = screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Option \d+$/ });
  for (const [index, name] of names.entries()) await user.type(fields[index]!, name);
}

describe('CreatePollForm election settings', () => {
  it('sends 1 winner, every option ranked and fair ballots by default', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Number of winners' }).value).toBe('1');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Voters may rank only their top choices' }).checked).toBe(false);
    expect(screen.queryByRole('spinbutton', { name: 'Least number of options to rank' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Fair ballots' }).checked).toBe(true);
    await fillPoll(user, ['Pizza', 'Sushi']);
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ seats: 1, minRanked: null, shuffleBallots: true }));
  });

  it('sends several winners, partial rankings with their minimum and fair ballots off', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await fillPoll(user, ['Ada', 'Bo', 'Cy', 'Di']);
    const seats = screen.getByRole('spinbutton', { name: 'Number of winners' });
    await user.clear(seats);
    await user.type(seats, '3');
    await user.click(screen.getByRole('checkbox', { name: 'Voters may rank only their top choices' }));
    const min = screen.getByRole('spinbutton', { name: 'Least number of options to rank' });
    await user.clear(min);
    await user.type(min, '2');
    await user.click(screen.getByRole('checkbox', { name: 'Fair ballots' }));
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ options: ['Ada', 'Bo', 'Cy', 'Di'], seats: 3, minRanked: 2, shuffleBallots: false }),
    );
  });

  it('refuses as many winners as options, with the database wording', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await fillPoll(user, ['Pizza', 'Sushi']);
    const seats = screen.getByRole('spinbutton', { name: 'Number of winners' });
    await user.clear(seats);
    await user.type(seats, '2');
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The number of winners must be at least 1 and less than the number of options');
    expect(seats.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a minimum above the number of options', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await fillPoll(user, ['Pizza', 'Sushi']);
    await user.click(screen.getByRole('checkbox', { name: 'Voters may rank only their top choices' }));
    const min = screen.getByRole('spinbutton', { name: 'Least number of options to rank' });
    await user.clear(min);
    await user.type(min, '3');
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The number of options to rank must be at least 1 and at most the number of options');
  });
});
