/** Puts the cursor in a form's field when the form appears (a dialog opens on its first field). */
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

export function FocusOnMount({ name }: { name: string }): null {
  const { setFocus } = useFormContext();
  useEffect(() => setFocus(name), [setFocus, name]);
  return null;
}
