/**
 * Icons of table row actions (the list kit's and the tables built by hand, such as a wine's
 * vintages): 16 px strokes in the current colour, hidden from screen readers, since the button that
 * carries one is named for its row ("Edit Cuvée des Lilas") and shows its verb in a tooltip.
 */
export const rowIconProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/** A pencil: edit. */
export function EditIcon() {
  return (
    <svg {...rowIconProps}>
      <path d="M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

/** A bin: delete. */
export function DeleteIcon() {
  return (
    <svg {...rowIconProps}>
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />
    </svg>
  );
}

/** The small icons (14 px) of the buttons inside a form's lines or a table's cells: remove, move. */
export const smallIconProps = {
  ...rowIconProps,
  width: 14,
  height: 14,
  viewBox: '0 0 14 14',
  strokeWidth: 1.6,
} as const;

/** A small cross: remove a line. */
export function RemoveIcon() {
  return (
    <svg {...smallIconProps}>
      <path d="M3.5 3.5l7 7M10.5 3.5l-7 7" />
    </svg>
  );
}
