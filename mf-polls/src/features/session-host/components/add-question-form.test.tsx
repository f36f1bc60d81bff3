import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@runoff/test-utils';
import { AddQuestionForm } from './add-question-form';

async function fillQuestion(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Next steps');
  while (screen.getAllByRole('textbox', { name: /^Option \d+$/ }).length < names.length) {
    await user.click(screen.getByRole('button', { name: /add option/i }));
  }
  const fields = screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Option \d+$/ });
  for (const [index, name] of names.entries()) await user.type(fields[index]!, name);
}

describe('AddQuestionForm (issue 32)', () => {
  it('adds a question with one winner, every option ranked and fair ballots by default', async () => {
    const onAdd = vi.fn(async () => {});
    renderWithRouter(<AddQuestionForm onAdd={onAdd} />);
    const user = userEvent.setup();
    await fillQuestion(user, ['Plan', 'Build']);
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(onAdd).toHaveBeenCalledWith({ title: 'Next steps', options: ['Plan', 'Build'], seats: 1, minRanked: null, shuffleBallots: true });
  });

  it('adds partial rankings ("rank at least n"), several winners and ballots in the given order', async () => {
    const onAdd = vi.fn(async () => {});
    renderWithRouter(<AddQuestionForm onAdd={onAdd} />);
    const user = userEvent.setup();
    await fillQuestion(user, ['Plan', 'Build', 'Ship', 'Rest']);
    const seats = screen.getByRole('spinbutton', { name: 'Number of winners' });
    await user.clear(seats);
    await user.type(seats, '2');
    await user.click(screen.getByRole('checkbox', { name: 'Voters may rank only their top choices' }));
    const min = screen.getByRole('spinbutton', { name: 'Least number of options to rank' });
    await user.clear(min);
    await user.type(min, '2');
    await user.click(screen.getByRole('checkbox', { name: 'Fair ballots' }));
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(onAdd).toHaveBeenCalledWith({ title: 'Next steps', options: ['Plan', 'Build', 'Ship', 'Rest'], seats: 2, minRanked: 2, shuffleBallots: false });
    // The form starts over for the next question.
    expect(screen.queryByRole('spinbutton', { name: 'Least number of options to rank' })).toBeNull();
  });

  it('says which setting is wrong, in the create form\'s words, and sends nothing', async () => {
    const onAdd = vi.fn(async () => {});
    renderWithRouter(<AddQuestionForm onAdd={onAdd} />);
    const user = userEvent.setup();
    await fillQuestion(user, ['Plan', 'Build']);
    const seats = screen.getByRole('spinbutton', { name: 'Number of winners' });
    await user.clear(seats);
    await user.type(seats, '2');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('The number of winners must be at least 1 and less than the number of options');
  });
});
