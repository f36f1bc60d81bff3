import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { heroWords } from '../hooks/use-rotating-word';
import { Hero } from './hero';
import { stubMatchMedia } from '@runoff/test-utils';

function renderHero() {
  render(
    <MemoryRouter>
      <Hero signedIn={false} />
    </MemoryRouter>,
  );
  return () => screen.getByTestId('hero-word').textContent;
}

describe('Hero', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('changes the word every 2000 ms through all words, the blank one included, and wraps around', () => {
    stubMatchMedia(false);
    const word = renderHero();
    expect(word()).toBe('Food');
    act(() => vi.advanceTimersByTime(1999));
    expect(word()).toBe('Food');
    act(() => vi.advanceTimersByTime(1));
    expect(word()).toBe('Movies');

    const seen = ['Food', 'Movies'];
    for (let i = 2; i < heroWords.length; i++) {
      act(() => vi.advanceTimersByTime(2000));
      seen.push(word() ?? '');
    }
    // The blank word renders a non-breaking space so the line keeps its height.
    expect(seen).toEqual(['Food', 'Movies', 'Teams', 'Books', 'Songs', 'Places', 'Games', '\u00a0']);
    act(() => vi.advanceTimersByTime(2000));
    expect(word()).toBe('Food');
  });

  it('does not rotate when the user prefers reduced motion', () => {
    stubMatchMedia(true);
    const word = renderHero();
    act(() => vi.advanceTimersByTime(10_000));
    expect(word()).toBe('Food');
  });

  it('offers Get Started and Log In to signed-out visitors', () => {
    stubMatchMedia(true);
    renderHero();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });
});
