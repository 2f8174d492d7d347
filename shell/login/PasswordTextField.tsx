/**
 * A password text field with a show/hide toggle (seed 2.6 "password input with show/hide"),
 * told its toggle's names: PasswordVisibilityField translates them through react-admin, the light
 * sign-in screen (shell/boot/) through its own messages.
 */
import { useState, type ChangeEvent, type ReactElement } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export interface PasswordTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The toggle's name while the password is hidden (`fields.showPassword`) and shown (`fields.hidePassword`). */
  showLabel: string;
  hideLabel: string;
  disabled?: boolean | undefined;
  describedBy?: string | undefined;
  /** A validation message shown under the field and marking it invalid. */
  errorText?: string | undefined;
  /** A hint shown under the field while it has no error. */
  helperText?: string | undefined;
  /** Required unless said otherwise (an edit may leave the password as it is). */
  required?: boolean | undefined;
  /** `current-password` (sign-in) unless this is a password being chosen. */
  autoComplete?: 'current-password' | 'new-password' | undefined;
  margin?: 'normal' | 'none' | undefined;
}

export function PasswordTextField(props: PasswordTextFieldProps): ReactElement {
  const { id, label, value, onChange, showLabel, hideLabel, disabled, describedBy, errorText, helperText, required = true, autoComplete = 'current-password', margin = 'normal' } = props;
  const [visible, setVisible] = useState(false);
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
              <IconButton aria-label={visible ? hideLabel : showLabel} aria-pressed={visible} onClick={() => setVisible((v) => !v)} edge="end">
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
