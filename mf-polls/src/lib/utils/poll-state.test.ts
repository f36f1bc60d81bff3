import { activityOf, participationActivityOf } from './poll-state';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('activityOf', () => {
  it('follows isActive', () => {
    expect(activityOf({ isActive: true })).toBe('Active');
    expect(activityOf({ isActive: false })).toBe('Closed');
  });
});

describe('participationActivityOf', () => {
  it('is Active before expiresAt and Closed after it', () => {
    expect(participationActivityOf({ isActive: true, expiresAt: '2026-11-23T00:00:00.000Z' }, now)).toBe('Active');
    expect(participationActivityOf({ isActive: true, expiresAt: '2026-11-21T00:00:00.000Z' }, now)).toBe('Closed');
  });

  it('falls back to isActive without a usable expiresAt', () => {
    expect(participationActivityOf({ isActive: true, expiresAt: null }, now)).toBe('Active');
    expect(participationActivityOf({ isActive: false, expiresAt: null }, now)).toBe('Closed');
    expect(participationActivityOf({ isActive: true, expiresAt: 'not a date' }, now)).toBe('Active');
  });

  it('never shows a poll the host closed as Active', () => {
    expect(participationActivityOf({ isActive: false, expiresAt: '2026-12-01T00:00:00.000Z' }, now)).toBe('Closed');
  });
});
