/**
 * What a visitor typed into a page the server drew before the browser's script took it over
 * (issue 27): React puts each field back to its state's value (empty) when it takes the page
 * over, so main.tsx keeps the typed values first and each field takes its own back once it runs
 * (FormTextField). Keyed by the field's id, which is the same in the drawing and in the browser.
 */
const typed = new Map<string, string>();

/** Keeps the non-empty values of the drawn page's fields; call before React takes `root` over. */
export function keepTypedValues(root: HTMLElement): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[id]')) {
    if (input.type !== 'hidden' && input.value !== '') typed.set(input.id, input.value);
  }
}

/** The value typed into the field with this id before the takeover, given once. */
export function takeTypedValue(id: string): string | undefined {
  const value = typed.get(id);
  typed.delete(id);
  return value;
}
