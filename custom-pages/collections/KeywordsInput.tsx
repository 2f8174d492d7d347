/**
 * Keywords typed as one comma-separated line (seed 5: up to 5, comma separated) and stored as a
 * list. The line is kept as typed (so "volcano, " can be followed by the next word) and the list
 * is what the form validates and saves; the bound and its message are the schema's.
 */
import { useState, type ReactElement } from 'react';
import { TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';

export function keywordList(line: string): string[] {
  return line
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
}

export function KeywordsInput({ source, max }: { source: string; max: number }): ReactElement {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, resource: 'collections' });
  const stored: unknown = field.value;
  const [line, setLine] = useState(() => (Array.isArray(stored) ? stored.join(', ') : ''));
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={<FieldTitle source={source} resource="collections" />}
      value={line}
      onChange={(event) => {
        setLine(event.target.value);
        field.onChange(keywordList(event.target.value));
      }}
      onBlur={() => {
        // Tidy the line to what will be saved once the teacher leaves it.
        setLine(keywordList(line).join(', '));
        field.onBlur();
      }}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={translate('collectionsPage.editor.keywordsHelp', { max })} />}
      fullWidth
      size="small"
      margin="dense"
    />
  );
}
