export interface ReorderControlsProps {
  /** Name of the item in the buttons' accessible names, e.g. "group 3". */
  itemName: string;
  index: number;
  count: number;
  /** Base of the buttons' ids (`-up`, `-down`, `-remove`) so focus can be restored after a move. */
  idBase: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Move up / Move down / Remove buttons of one item of an ordered list. */
export function ReorderControls({ itemName, index, count, idBase, onMove, onRemove }: ReorderControlsProps) {
  return (
    <div className="fe-reorder" role="group" aria-label={`Arrange ${itemName}`}>
      <button
        id={`${idBase}-up`}
        type="button"
        className="fe-button fe-button--small"
        aria-label={`Move ${itemName} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <span aria-hidden="true">↑</span> Up
      </button>
      <button
        id={`${idBase}-down`}
        type="button"
        className="fe-button fe-button--small"
        aria-label={`Move ${itemName} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span> Down
      </button>
      <button
        id={`${idBase}-remove`}
        type="button"
        className="fe-button fe-button--small fe-button--danger"
        aria-label={`Remove ${itemName}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </div>
  );
}
