/**
 * Inputs bound to one field of the plan, an activity or a task: labelled by the resource's own
 * field label (`resources.<name>.fields.<field>`), the error on the field and tied to it
 * (MUI's helper text is the input's description), read-only when the plan may not be edited —
 * and shown disabled then, like the select beside them, so a locked plan does not look editable.
 */
import type { ReactElement } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEF_OF } from './planProblems';
import { useNodeField } from './EditorContext';
import type { NodeRef } from './planTree';

const labelKey = (ref: NodeRef, field: string): string => `resources.${DEF_OF[ref.kind].name}.fields.${field}`;

export interface NodeTextFieldProps {
  node: NodeRef;
  field: string;
  multiline?: boolean;
  /** Whole minutes: typed as text (inputMode numeric) so a wrong entry gets the kit's message, not the browser's. */
  numeric?: boolean;
  required?: boolean;
  /** A label other than the field's own (e.g. naming the activity it belongs to). */
  label?: string;
  autoFocus?: boolean;
  sx?: TextFieldProps['sx'];
}

export function NodeTextField({ node, field, multiline, numeric, required, label, autoFocus, sx }: NodeTextFieldProps): ReactElement {
  const translate = useTranslate();
  const bound = useNodeField(node, field);
  const value = bound.value === null || bound.value === undefined ? '' : String(bound.value);
  return (
    <TextField
      id={bound.id}
      label={label ?? translate(labelKey(node, field))}
      value={value}
      onChange={(e) => bound.setValue(e.target.value)}
      onBlur={bound.onBlur}
      error={bound.error !== undefined}
      helperText={bound.error}
      required={required}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      autoFocus={autoFocus}
      disabled={bound.readOnly}
      fullWidth
      size="small"
      sx={sx}
      slotProps={{
        htmlInput: { readOnly: bound.readOnly, ...(numeric ? { inputMode: 'numeric' } : {}) },
        formHelperText: { role: bound.error ? 'alert' : undefined },
      }}
    />
  );
}

export interface NodeSelectFieldProps {
  node: NodeRef;
  field: string;
  choices: readonly string[];
  /** Applied instead of a plain value change (a task's type also fills what the new type needs). */
  onPick?: (value: string) => void;
  sx?: TextFieldProps['sx'];
}

export function NodeSelectField({ node, field, choices, onPick, sx }: NodeSelectFieldProps): ReactElement {
  const translate = useTranslate();
  const bound = useNodeField(node, field);
  const resource = DEF_OF[node.kind].name;
  return (
    <TextField
      id={bound.id}
      select
      label={translate(labelKey(node, field))}
      value={typeof bound.value === 'string' ? bound.value : ''}
      onChange={(e) => (onPick ? onPick(e.target.value) : bound.setValue(e.target.value))}
      onBlur={bound.onBlur}
      error={bound.error !== undefined}
      helperText={bound.error}
      disabled={bound.readOnly}
      fullWidth
      size="small"
      sx={sx}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {translate(`resources.${resource}.values.${field}.${choice}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
