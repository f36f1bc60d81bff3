import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type ScreenReaderInstructions,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { PollOption } from '@runoff/domain';
import { RankingCard } from './ranking-card';
import { useFocusNext } from '../hooks/use-focus-next';
import { rankingCollision } from '../utils/ranking-collision';
import { useText, type LobbyText } from '../../../lib/i18n';
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

/** dnd-kit's instructions for the drag handles (aria-describedby), in the reader's language. */
function instructions(t: LobbyText['t']): ScreenReaderInstructions {
  return { draggable: t('ranking.instructions') };
}

/** Screen-reader announcements in ranks ("moved to choice 2"), not in dnd-kit's generic droppable ids. */
function announcements(ranking: readonly PollOption[], t: LobbyText['t']): Announcements {
  const option = (id: UniqueIdentifier) => ranking.find((o) => o.id === id)?.text ?? String(id);
  const rank = (id: UniqueIdentifier) => ranking.findIndex((o) => o.id === id) + 1;
  return {
    onDragStart: ({ active }) => t('ranking.pickedUp', { option: option(active.id), rank: rank(active.id), total: ranking.length }),
    onDragOver: ({ active, over }) =>
      over ? t('ranking.movedTo', { option: option(active.id), rank: rank(over.id) }) : t('ranking.notOver', { option: option(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('ranking.droppedAt', { option: option(active.id), rank: rank(over.id) }) : t('ranking.dropped', { option: option(active.id) }),
    onDragCancel: ({ active }) => t('ranking.cancelled', { option: option(active.id) }),
  };
}

/** The sortable ballot: mouse, touch (press and hold, so the page still scrolls) and keyboard. */
export function RankingList({ ranking, disabled, onMove, onUnrank, focusWhenEmpty }: RankingListProps) {
  const { t } = useText();
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
      collisionDetection={rankingCollision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(ranking, t), screenReaderInstructions: instructions(t) }}
    >
      <SortableContext items={ranking.map((o) => o.id)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={t('ranking.list')}>
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
