import { rowIconProps } from '../../../components/kit/row-icons.tsx';

/** Six dots: the handle that drags a layout or a content (the button carrying it is named for what it moves). */
export function DragHandleIcon() {
  return (
    <svg {...rowIconProps}>
      <circle cx="9" cy="6" r="1" />
      <circle cx="15" cy="6" r="1" />
      <circle cx="9" cy="12" r="1" />
      <circle cx="15" cy="12" r="1" />
      <circle cx="9" cy="18" r="1" />
      <circle cx="15" cy="18" r="1" />
    </svg>
  );
}

/** A curved arrow back: undo (`redo` mirrors it). */
export function UndoIcon({ redo = false }: { redo?: boolean }) {
  return (
    <svg {...rowIconProps} style={redo ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M9 14L4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}
