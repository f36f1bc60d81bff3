import { act, render, screen } from '@testing-library/react';
import { localeStore } from '@runoff/platform/i18n';
import { load, useText, type MessageId } from '.';

function Text({ id, values }: { id: MessageId; values?: Record<string, string | number> }) {
  return <p>{useText().t(id, values)}</p>;
}

function texts(id: MessageId, counts: number[]) {
  const { unmount } = render(
    <>
      {counts.map((count) => (
        <Text key={count} id={id} values={{ count, min: 2 }} />
      ))}
    </>,
  );
  const shown = screen.getAllByRole('paragraph').map((p) => p.textContent);
  unmount();
  return shown;
}

describe('mf_polls messages', () => {
  afterEach(() => act(() => localeStore.choose('en')));

  it('keep the spec English, plurals included', () => {
    expect(texts('poll.participantCount', [0, 1, 2, 11])).toEqual(['0 participants', '1 participant', '2 participants', '11 participants']);
    expect(texts('poll.winners', [1, 3, 1200])).toEqual(['1 winner', '3 winners', '1,200 winners']);
    expect(texts('poll.rankAtLeast', [7])).toEqual(['Rank at least 2 of 7 options']);
    expect(texts('create.tooFewOptions', [2])).toEqual(['A poll must have at least 2 options']);
    expect(texts('create.tooFewFilledOptions', [2])).toEqual(['Please provide at least 2 non-empty options']);
  });

  it('give Arabic its six plural forms', async () => {
    await load('ar');
    act(() => localeStore.choose('ar'));
    expect(texts('poll.participantCount', [0, 1, 2, 3, 11, 100])).toEqual([
      'لا مشاركين',
      'مشارك واحد',
      'مشاركان',
      '3 مشاركين',
      '11 مشاركًا',
      '100 مشارك',
    ]);
  });

  it('format German numbers in plurals', async () => {
    await load('de');
    act(() => localeStore.choose('de'));
    expect(texts('poll.winners', [1, 1200])).toEqual(['1 Gewinner', '1.200 Gewinner']);
  });
});
