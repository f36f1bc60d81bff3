import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@runoff/test-utils';
import { CohostsPanel } from './cohosts-panel';

describe('CohostsPanel (issue 32)', () => {
  it('invites a cleaned address and answers the same words whatever the address', async () => {
    const onAdd = vi.fn(async () => {});
    renderWithRouter(<CohostsPanel cohosts={[]} onAdd={onAdd} onRemove={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByText('No co-hosts yet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), '  Cleo@Example.COM ');
    await user.click(screen.getByRole('button', { name: 'Add co-host' }));
    expect(onAdd).toHaveBeenCalledWith('cleo@example.com');
    expect(screen.getByRole('status').textContent).toBe('cleo@example.com can co-host once signed in to Runoff with this address.');
  });

  it('refuses what is not an address without asking the server', async () => {
    const onAdd = vi.fn(async () => {});
    renderWithRouter(<CohostsPanel cohosts={[]} onAdd={onAdd} onRemove={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'cleo');
    await user.click(screen.getByRole('button', { name: 'Add co-host' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Enter an e-mail address');
  });

  it('lists the invited addresses, each with its remove button', async () => {
    const onRemove = vi.fn(async () => {});
    renderWithRouter(
      <CohostsPanel
        cohosts={[{ email: 'cleo@example.com', addedAt: '2026-11-28T18:00:00Z' }]}
        onAdd={vi.fn()}
        onRemove={onRemove}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove co-host: cleo@example.com' }));
    expect(onRemove).toHaveBeenCalledWith('cleo@example.com');
    expect(screen.getByRole('status').textContent).toBe('cleo@example.com no longer co-hosts this session.');
  });
});
