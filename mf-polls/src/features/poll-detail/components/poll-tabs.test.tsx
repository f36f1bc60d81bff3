import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PollTabs } from './poll-tabs';

const tabs = [
  { id: 'details', label: 'Details', render: () => <p>details content</p> },
  { id: 'results', label: 'Results', render: () => <p>results content</p> },
];

describe('PollTabs', () => {
  it('is a labelled tablist with one selected tab controlling its panel', () => {
    render(<PollTabs tabs={tabs} label="Poll" />);
    screen.getByRole('tablist', { name: 'Poll' });
    const details = screen.getByRole('tab', { name: 'Details', selected: true });
    const panel = screen.getByRole('tabpanel', { name: 'Details' });
    expect(details.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('details content');
    expect(screen.queryByText('results content')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Results' }).getAttribute('tabindex')).toBe('-1');
  });

  it('moves with the arrow keys (wrapping), Home and End, and only the selected tab is tabbable', async () => {
    const user = userEvent.setup();
    render(<PollTabs tabs={tabs} label="Poll" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Details' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Results', selected: true }));
    expect(screen.getByRole('tabpanel').textContent).toBe('results content');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Details', selected: true }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Results', selected: true }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Details', selected: true }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Results', selected: true }));

    // Tab leaves the tablist for the panel rather than visiting the other tab.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('selects a tab on click', async () => {
    render(<PollTabs tabs={tabs} label="Poll" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('results content');
  });
});
