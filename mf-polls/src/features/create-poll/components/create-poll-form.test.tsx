import { RpcRequestError } from '@runoff/platform/supabase';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreatePollForm } from './create-poll-form';
import { deferred, renderWithRouter } from '@runoff/test-utils';

function optionInputs() {
  return screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Option \d+$/ });
}

function renderForm(onSubmit = vi.fn(async () => {}), onCancel = vi.fn()) {
  renderWithRouter(<CreatePollForm onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel, user: userEvent.setup() };
}

describe('CreatePollForm', () => {
  it('starts with two empty options', () => {
    renderForm();
    expect(optionInputs().map((input) => input.value)).toEqual(['', '']);
  });

  it('refuses to remove an option when only two remain', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(optionInputs()).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('A poll must have at least 2 options');
  });

  it('adds an option, moves focus into it, and removes it again', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Option' }));
    const inputs = optionInputs();
    expect(inputs).toHaveLength(3);
    expect(document.activeElement).toBe(inputs[2]);
    await user.type(inputs[0]!, 'Pizza');
    await user.click(screen.getByRole('button', { name: 'Remove option 3' }));
    expect(optionInputs().map((input) => input.value)).toEqual(['Pizza', '']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('works from the keyboard alone', async () => {
    const { user, onSubmit } = renderForm();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    await user.keyboard('Lunch');
    await user.click(optionInputs()[0]!);
    await user.keyboard('Pizza');
    await user.tab(); // Remove option 1
    await user.tab(); // Option 2
    await user.keyboard('Sushi{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Lunch', description: '', category: '', options: ['Pizza', 'Sushi'], maxParticipants: 1000, seats: 1, minRanked: null, shuffleBallots: true, voters: 'anyone', trackers: false, countingMethod: 'irv' });
  });

  it('shows the spec messages for a missing title and blank options', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a title');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Lunch');
    await user.type(optionInputs()[0]!, 'Pizza');
    await user.type(optionInputs()[1]!, '   ');
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(screen.getByRole('alert').textContent).toBe('Please provide at least 2 non-empty options');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values and is busy while saving', async () => {
    const saving = deferred();
    const { user, onSubmit } = renderForm(vi.fn(() => saving.promise));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Lunch ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' Friday ');
    await user.type(screen.getByRole('textbox', { name: /^Category/ }), ' Food ');
    await user.type(optionInputs()[0]!, ' Pizza ');
    await user.type(optionInputs()[1]!, 'Sushi');
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Lunch', description: 'Friday', category: 'Food', options: ['Pizza', 'Sushi'], maxParticipants: 1000, seats: 1, minRanked: null, shuffleBallots: true, voters: 'anyone', trackers: false, countingMethod: 'irv' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Creating...' }).disabled).toBe(true);
    saving.resolve();
  });

  it('shows the server message when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm(vi.fn(async () => Promise.reject(new RpcRequestError('Each option must be different', 400, '22023', 'poll.options_not_distinct'))));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Lunch');
    await user.type(optionInputs()[0]!, 'Pizza');
    await user.type(optionInputs()[1]!, 'pizza');
    await user.click(screen.getByRole('button', { name: 'Create Poll' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create poll: Each option must be different');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create Poll' }).disabled).toBe(false);
  });

  it('cancels', async () => {
    const { user, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
