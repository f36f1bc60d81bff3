import { closestCenter, type CollisionDetection } from '@dnd-kit/core';

/**
 * Which rank a dragged card is over, by the sensor that moves it.
 *
 * A pointer (mouse, touch) moves the card under the finger: the rank whose centre is nearest (closestCenter).
 * The keyboard jumps instead: sortableKeyboardCoordinates puts the card's top on the top of a rank above it,
 * or its bottom on the bottom of a rank below it. A very tall card (200 characters wrapped on a phone) moved
 * past a short one then still has its centre nearest its own old place, and closestCenter (or closestCorners)
 * would say it never moved. So for the keyboard the rank is the one whose top or bottom edge the card's
 * lines up with. The keyboard sensor is the one without pointer coordinates.
 */
export const rankingCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates !== null) return closestCenter(args);
  const { collisionRect, droppableRects, droppableContainers } = args;
  const top = collisionRect.top;
  const bottom = collisionRect.top + collisionRect.height;
  const collisions = [];
  for (const droppableContainer of droppableContainers) {
    const rect = droppableRects.get(droppableContainer.id);
    if (!rect) continue;
    const edge = Math.min(Math.abs(rect.top - top), Math.abs(rect.top + rect.height - bottom));
    const inline = Math.abs(rect.left - collisionRect.left);
    collisions.push({ id: droppableContainer.id, data: { droppableContainer, value: edge + inline } });
  }
  return collisions.sort((a, b) => a.data.value - b.data.value);
};
