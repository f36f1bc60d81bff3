import { act, fireEvent, render, screen } from '@testing-library/react';
import { countBallots, type CountOption } from '@runoff/counting';
import { buildAnimationSteps } from '../utils/build-animation-steps';
import { CountAnimationPlayer } from './count-animation-player';

const films: CountOption[] = [
  { id: 'jaws', name: 'Jaws', order: 0 },
  { id: 'alien', name: 'Alien', order: 1 },
  { id: 'heat', name: 'Heat', order: 2 },
];
const steps = buildAnimationSteps(
  films,
  countBallots(films, [
    { ranking: ['alien', 'heat', 'jaws'], count: 3 },
    { ranking: ['heat', 'alien', 'jaws'], count: 3 },
    { ranking: ['jaws', 'alien', 'heat'], count: 1 },
  ]),
);

const counted = () => screen.getByText(/^Votes counted:/).textContent;
// In small slices: each frame's timer is set by an effect after the previous frame has rendered.
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) act(() => vi.advanceTimersByTime(Math.min(100, left)));
}

describe('CountAnimationPlayer', () => {
  beforeEach(() => vi.useFakeTimers());

  it('counts one vote per 800 ms tick at 1x after a two-tick pause', () => {
    render(<CountAnimationPlayer steps={steps} totalVotes={7} />);
    expect(screen.getByRole('heading', { name: 'Round 1' })).toBeTruthy();
    expect(counted()).toBe('Votes counted: 0 of 7');
    advance(1599);
    expect(counted()).toBe('Votes counted: 0 of 7');
    advance(1);
    expect(counted()).toBe('Votes counted: 1 of 7');
    advance(800);
    expect(counted()).toBe('Votes counted: 2 of 7');
  });

  it('runs four times faster at 4x', () => {
    render(<CountAnimationPlayer steps={steps} totalVotes={7} />);
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '4' } });
    advance(400);
    expect(counted()).toBe('Votes counted: 1 of 7');
    advance(200);
    expect(counted()).toBe('Votes counted: 2 of 7');
  });

  it('offers Previous and Next only while paused', () => {
    render(<CountAnimationPlayer steps={steps} totalVotes={7} />);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advance(5000);
    expect(counted()).toBe('Votes counted: 0 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(counted()).toBe('Votes counted: 2 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(counted()).toBe('Votes counted: 1 of 7');

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('steps with → and ← (a presenter\'s clicker), pausing a playing count', () => {
    render(<CountAnimationPlayer steps={steps} totalVotes={7} />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(counted()).toBe('Votes counted: 1 of 7');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counted()).toBe('Votes counted: 2 of 7');
    advance(5000);
    expect(counted()).toBe('Votes counted: 2 of 7');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counted()).toBe('Votes counted: 1 of 7');
  });

  it('steps with Page Down and Page Up, which most clickers send', () => {
    render(<CountAnimationPlayer steps={steps} totalVotes={7} />);
    fireEvent.keyDown(window, { key: 'PageDown' });
    fireEvent.keyDown(window, { key: 'PageDown' });
    expect(counted()).toBe('Votes counted: 2 of 7');
    fireEvent.keyDown(window, { key: 'PageUp' });
    expect(counted()).toBe('Votes counted: 1 of 7');
  });

  it('plays to the winner: eliminated banner, Winner badge and the final box', () => {
    render(<CountAnimationPlayer steps={steps} totalVotes={7} />);
    advance(1600 + 7 * 800 + 1600);
    expect(screen.getByText('Jaws eliminated')).toBeTruthy();
    expect(screen.getByText('Eliminated')).toBeTruthy();
    advance(1600 + 1600 + 800 + 1600);
    expect(screen.getByRole('heading', { name: 'Round 2' })).toBeTruthy();
    expect(screen.getByText('Alien wins!')).toBeTruthy();
    expect(screen.getByText('Winner')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Winner: Alien' })).toBeTruthy();
    // At the end it stops: Play starts again from the beginning.
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('heading', { name: 'Round 1' })).toBeTruthy();
  });

  it('Restart goes back to the first step and plays', () => {
    render(<CountAnimationPlayer steps={steps} totalVotes={7} />);
    advance(1600 + 3 * 800);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(counted()).toBe('Votes counted: 0 of 7');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('re-arms a lost step timer once the animation has been stuck for 3 s (watchdog)', () => {
    const schedule = globalThis.setTimeout;
    let lost = false;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
      // The first frame's timer never fires, as when a timer is lost.
      if (!lost && ms === 1600) {
        lost = true;
        return 0;
      }
      return schedule(handler, ms);
    }) as typeof setTimeout);
    render(<CountAnimationPlayer steps={steps} totalVotes={7} />);
    advance(4900);
    expect(counted()).toBe('Votes counted: 0 of 7');
    // The watchdog looks every second; at 5 s the frame is 3 s past due, so its timer is set again.
    advance(1700);
    expect(counted()).toBe('Votes counted: 1 of 7');
  });

  it('shows and hides the step-by-step help', () => {
    render(<CountAnimationPlayer steps={steps} totalVotes={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Help' }));
    expect(screen.getByRole('region', { name: 'How the count works' }).textContent).toContain('fewest votes is eliminated');
    fireEvent.click(screen.getByRole('button', { name: 'Hide Help' }));
    expect(screen.queryByRole('region', { name: 'How the count works' })).toBeNull();
  });

  it('announces a tie and tells how to run the runoff', () => {
    const coin: CountOption[] = [
      { id: 'h', name: 'Heads', order: 0 },
      { id: 't', name: 'Tails', order: 1 },
    ];
    const tie = buildAnimationSteps(coin, countBallots(coin, [{ ranking: ['h', 't'], count: 1 }, { ranking: ['t', 'h'], count: 1 }]));
    render(<CountAnimationPlayer steps={tie} totalVotes={2} />);
    advance(60_000);
    expect(screen.getByRole('heading', { name: 'Tie Detected - Runoff Vote Needed' })).toBeTruthy();
    expect(screen.getByText(/create a new runoff poll with only the two tied options/).textContent).toContain('Heads and Tails');
    expect(screen.getAllByText('Tied')).toHaveLength(2);
  });
});
