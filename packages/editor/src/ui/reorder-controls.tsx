export interface ReorderControlsProps {
  /** Name of the item in the buttons' accessible names, e.g. "group 3". */
  itemName: string;
  index: number;
  count: number;
  /** Base of the buttons' ids (`-up`, `-down`, `-remove`) so focus can be restored after a move. */
  idBase: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** Adds a copy right after the item; the button is left out when not given. */
  onDuplicate?: () => void;
  /** Why duplicating is not possible now (e.g. the maximum is reached); disables the button. */
  duplicateRefusal?: string;
  /** Puts the item on the clipboard; the button is left out when not given. */
  onCopy?: () => void;
}

/** Move up / Move down / Remove buttons of one item of an ordered list. */
export function ReorderControls({ itemName, index, count, idBase, onMove, onRemove, onDuplicate, duplicateRefusal, onCopy }: ReorderControlsProps) {
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
      {onDuplicate ? (
        <button
          id={`${idBase}-duplicate`}
          type="button"
          className="fe-button fe-button--small"
          aria-label={`Duplicate ${itemName}`}
          aria-disabled={duplicateRefusal ? true : undefined}
          title={duplicateRefusal}
          onClick={() => {
            if (!duplicateRefusal) onDuplicate();
          }}
        >
          Duplicate
        </button>
      ) : null}
      {onCopy ? (
        <button id={`${idBase}-copy`} type="button" className="fe-button fe-button--small" aria-label={`Copy ${itemName}`} onClick={onCopy}>
          Copy
        </button>
      ) : null}
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
