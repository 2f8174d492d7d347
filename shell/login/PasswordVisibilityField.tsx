/**
 * A password text field with a show/hide toggle (seed 2.6 "password input with show/hide"): the
 * sign-in form's, and the new password a parent gives a child (`autoComplete="new-password"`, so
 * the browser does not fill in the parent's own).
 */
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
  /** A hint shown under the field while it has no error. */
  helperText?: string | undefined;
  /** Required unless said otherwise (an edit may leave the password as it is). */
  required?: boolean;
  /** `current-password` (sign-in) unless this is a password being chosen. */
  autoComplete?: 'current-password' | 'new-password';
  margin?: 'normal' | 'none';
}

export function PasswordVisibilityField(props: PasswordVisibilityFieldProps): ReactElement {
  const { id, label, value, onChange, disabled, describedBy, errorText, helperText, required = true, autoComplete = 'current-password', margin = 'normal' } = props;
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggleLabel = translate(visible ? 'fields.hidePassword' : 'fields.showPassword');
  return (
    <TextField
      id={id}
      name="password"
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      disabled={disabled}
      required={required}
      error={errorText !== undefined}
      helperText={errorText ?? helperText}
      fullWidth
      margin={margin}
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
