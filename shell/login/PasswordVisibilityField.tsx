/** A password text field with a show/hide toggle (seed 2.6 "password input with show/hide"). */
import { useState, type ChangeEvent, type ReactElement } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

export interface PasswordVisibilityFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  describedBy?: string | undefined;
  /** A validation message shown under the field and marking it invalid. */
  errorText?: string | undefined;
}

export function PasswordVisibilityField({ id, label, value, onChange, disabled, describedBy, errorText }: PasswordVisibilityFieldProps): ReactElement {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggleLabel = translate(visible ? 'fields.hidePassword' : 'fields.showPassword');
  return (
    <TextField
      id={id}
      name="password"
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      value={value}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      disabled={disabled}
      required
      error={errorText !== undefined}
      helperText={errorText}
      fullWidth
      margin="normal"
      slotProps={{
        htmlInput: describedBy ? { 'aria-describedby': describedBy } : {},
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggleLabel} aria-pressed={visible} onClick={() => setVisible((v) => !v)} edge="end">
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
