/** A field a variable can be written into, at its cursor. */
export interface Insertable {
  insert: (text: string) => void;
}

/**
 * Writes `text` at the cursor of an input or textarea (replacing the selection), hands the new
 * value to `onChange`, and puts the cursor after what was written once React has rendered it.
 */
export function insertAt(
  element: HTMLInputElement | HTMLTextAreaElement,
  text: string,
  onChange: (value: string) => void,
) {
  const { value } = element;
  const start = element.selectionStart ?? value.length;
  const end = element.selectionEnd ?? start;
  onChange(value.slice(0, start) + text + value.slice(end));
  const at = start + text.length;
  requestAnimationFrame(() => {
    element.focus();
    element.setSelectionRange(at, at);
  });
}
