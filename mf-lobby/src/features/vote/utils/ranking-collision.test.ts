import { closestCenter, closestCorners, type ClientRect, type CollisionDetection, type DroppableContainer } from '@dnd-kit/core';
import { rankingCollision } from './ranking-collision';

// A 390 px phone: a 200-character option wraps to a 400 px card, the next one is 50 px, 8 px between them.
const GAP = 8;
const rect = (top: number, height: number): ClientRect => ({ top, height, left: 16, width: 358, right: 374, bottom: top + height });
const tall = rect(0, 400);
const short = rect(400 + GAP, 50);
const last = rect(400 + GAP + 50 + GAP, 50);
const rects = new Map<string, ClientRect>([
  ['tall', tall],
  ['short', short],
  ['last', last],
]);
const containers = [...rects.keys()].map((id) => ({ id, disabled: false }) as unknown as DroppableContainer);

function over(detect: CollisionDetection, collisionRect: ClientRect, pointer: { x: number; y: number } | null = null) {
  const collisions = detect({
    active: { id: 'tall' } as never,
    collisionRect,
    droppableRects: rects as never,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  });
  return collisions[0]?.id;
}

describe('rankingCollision', () => {
  // sortableKeyboardCoordinates moves a card down by lining its bottom up with the bottom of the rank below.
  const afterDown = rect(short.top + short.height - tall.height, tall.height);
  const afterTwoDowns = rect(last.top + last.height - tall.height, tall.height);

  it('follows the keyboard: a tall card moved down past a short one is over that one', () => {
    // The known gap: by centres or corners the tall card is still over its own old place, so it never moves.
    expect(over(closestCenter, afterDown)).toBe('tall');
    expect(over(closestCorners, afterDown)).toBe('tall');
    expect(over(rankingCollision, afterDown)).toBe('short');
    expect(over(rankingCollision, afterTwoDowns)).toBe('last');
  });

  it('follows the keyboard up: a card moved up lines its top up with the rank above', () => {
    const shortUp = rect(tall.top, short.height);
    expect(over(rankingCollision, shortUp)).toBe('tall');
  });

  it('stays over its own place when nothing moved', () => {
    expect(over(rankingCollision, tall)).toBe('tall');
  });

  it('follows the pointer by centres, as before', () => {
    const dragged = rect(200, tall.height);
    expect(over(rankingCollision, dragged, { x: 100, y: 420 })).toBe(over(closestCenter, dragged, { x: 100, y: 420 }));
  });
});
