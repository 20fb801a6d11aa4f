import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardSensorOptions,
  type PointerSensorOptions,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { KeyboardSensorKeepingKeys } from './keyboard-sensor.js';
import { useRef, type ReactNode } from 'react';

// Sensor options are module constants: `useSensor` memoises on their identity, and a new object
// each render would give every sortable item a new context, re-rendering all of them per keystroke.
// A few pixels of travel before a drag starts, so a click on the handle stays a click.
export const POINTER_OPTIONS: PointerSensorOptions = { activationConstraint: { distance: 5 } };
export const KEYBOARD_OPTIONS: KeyboardSensorOptions = { coordinateGetter: sortableKeyboardCoordinates };

export interface SortableListProps {
  /** The items' ids, in order. */
  ids: readonly string[];
  /** Called when an item is dropped at another position. */
  onMove: (id: string, from: number, to: number) => void;
  /** Names an item for screen readers, e.g. "block 2 (Quote)". */
  describe: (id: string) => string;
  /** What the items are, in the instructions: "block", "group". */
  noun: string;
  children: ReactNode;
}

/**
 * Drag and drop sorting (dnd-kit) of a vertical list, by mouse, touch and keyboard (Space picks up
 * on a handle, arrows move, Space drops, Escape cancels), with screen-reader announcements that
 * name the item and its position.
 */
export function SortableList({ ids, onMove, describe, noun, children }: SortableListProps) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensorKeepingKeys, KEYBOARD_OPTIONS));
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? -1 : ids.indexOf(String(id))) + 1;
  // dnd-kit reports the item over its own place right after the pick-up; announcing that would
  // replace "Picked up…" in the live region before a screen reader has read it.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${describe(String(active.id))}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      return over ? `${capitalise(describe(String(active.id)))} is over position ${position(over.id)} of ${ids.length}.` : `${capitalise(describe(String(active.id)))} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${capitalise(describe(String(active.id)))} dropped at position ${position(over.id)} of ${ids.length}.`
        : `${capitalise(describe(String(active.id)))} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${describe(String(active.id))} was cancelled; it stays at position ${position(active.id)}.`,
  };
  const instructions: ScreenReaderInstructions = {
    draggable: `To move this ${noun}, press Space or Enter to pick it up, the arrow keys to move it, Space or Enter to drop it, Escape to cancel. The Up and Down buttons move it too.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(String(active.id), from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={{ announcements, screenReaderInstructions: instructions }} onDragEnd={onDragEnd}>
      <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The ids of `items`, as the same array while their order is the same, so a change inside one
 * item (typing) does not hand every sortable item a new list.
 */
export function useStableIds(items: readonly { id: string }[]): readonly string[] {
  const ref = useRef<readonly string[]>([]);
  if (ref.current.length !== items.length || items.some((item, index) => item.id !== ref.current[index])) {
    ref.current = items.map((item) => item.id);
  }
  return ref.current;
}

export interface SortableItemProps {
  id: string;
  /** The item's element: a list item (the default) or a plain box (in a list that is no list). */
  as?: 'li' | 'div';
  /** Accessible name of the drag handle, e.g. "Drag block 2 (Quote)". */
  handleLabel: string;
  className?: string;
  children: ReactNode;
}

/** One list item of a `SortableList`, with its drag handle beside the content. */
export function SortableItem({ id, as: Element = 'li', handleLabel, className, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Element
      ref={setNodeRef}
      className={`fe-sortable${className ? ` ${className}` : ''}`}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button ref={setActivatorNodeRef} type="button" className="fe-drag-handle" {...attributes} {...listeners} aria-label={handleLabel}>
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="fe-sortable__body">{children}</div>
    </Element>
  );
}
