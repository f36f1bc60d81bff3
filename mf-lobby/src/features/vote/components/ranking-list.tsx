import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { PollOption } from '@runoff/domain';
import { RankingCard } from './ranking-card';
import { useFocusNext } from '../hooks/use-focus-next';
import styles from './vote.module.css';

export interface RankingListProps {
  ranking: readonly PollOption[];
  disabled: boolean;
  onMove: (activeId: string, overId: string) => void;
  /** With partial rankings: each card gets an Unrank button. */
  onUnrank?: (id: string) => void;
  /** Where keyboard focus goes once the last ranked option is unranked. */
  focusWhenEmpty?: () => HTMLElement | null;
}

const instructions = {
  draggable:
    'To pick up an option, press Space or Enter. Use the Up and Down arrow keys to move it to another rank. Press Space or Enter again to drop it, or Escape to cancel.',
};

/** Screen-reader announcements in ranks ("moved to choice 2"), not in dnd-kit's generic droppable ids. */
function announcements(ranking: readonly PollOption[]): Announcements {
  const text = (id: UniqueIdentifier) => ranking.find((o) => o.id === id)?.text ?? String(id);
  const rank = (id: UniqueIdentifier) => ranking.findIndex((o) => o.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${text(active.id)}, choice ${rank(active.id)} of ${ranking.length}.`,
    onDragOver: ({ active, over }) => (over ? `${text(active.id)} moved to choice ${rank(over.id)}.` : `${text(active.id)} is no longer over a rank.`),
    onDragEnd: ({ active, over }) => (over ? `${text(active.id)} dropped at choice ${rank(over.id)}.` : `${text(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${text(active.id)} was cancelled.`,
  };
}

/** The sortable ballot: mouse, touch (press and hold, so the page still scrolls) and keyboard. */
export function RankingList({ ranking, disabled, onMove, onUnrank, focusWhenEmpty }: RankingListProps) {
  const focus = useFocusNext(
    ranking.map((option) => option.id),
    focusWhenEmpty,
  );
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(ranking), screenReaderInstructions: instructions }}
    >
      <SortableContext items={ranking.map((o) => o.id)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label="Your ranking, first choice on top">
          {ranking.map((option, index) => (
            <RankingCard
              key={option.id}
              option={option}
              rank={index + 1}
              disabled={disabled}
              unrankRef={focus.register(option.id)}
              onUnrank={
                onUnrank &&
                ((id) => {
                  focus.leaving(id);
                  onUnrank(id);
                })
              }
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
