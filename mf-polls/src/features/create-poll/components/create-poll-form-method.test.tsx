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

describe('CreatePollForm counting method', () => {
  it('offers every method with a plain description, the instant runoff chosen by default', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Counting method' });
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((radio) => radio.value)).toEqual(['irv', 'schulze', 'ranked-pairs', 'minimax', 'copeland', 'borda', 'plurality']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Instant runoff (default)' }).checked).toBe(true);
    const borda = screen.getByRole('radio', { name: 'Borda count' });
    expect(borda.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(borda.getAttribute('aria-describedby')!)?.textContent).toMatch(/last place gets 0/);
    const user = userEvent.setup();
    await fillPoll(user, ['Pizza', 'Sushi']);
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ countingMethod: 'irv' }));
  });

  it('sends the method the host chose', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await fillPoll(user, ['Ada', 'Bo', 'Cy']);
    await user.click(screen.getByRole('radio', { name: 'Schulze' }));
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ countingMethod: 'schulze', seats: 1 }));
  });

  it('refuses a one-winner method with several winners, in the database words, until the host changes it', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await fillPoll(user, ['Ada', 'Bo', 'Cy', 'Di']);
    const seats = screen.getByRole('spinbutton', { name: 'Number of winners' });
    await user.clear(seats);
    await user.type(seats, '2');
    await user.click(screen.getByRole('radio', { name: 'Ranked Pairs' }));
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('This method elects one winner: choose the instant runoff for several winners');
    expect(screen.getByRole('group', { name: 'Counting method' }).getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Instant runoff (default)' }));
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ countingMethod: 'irv', seats: 2 }));
  });
});
