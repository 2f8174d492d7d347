/**
 * The child's password with the show/hide toggle of the seed (fields.showPassword /
 * fields.hidePassword). A new password: the browser should not fill in the parent's own.
 */
import { useState, type ReactElement } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

export interface ChildPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  helperText: string;
  error: boolean;
  disabled?: boolean;
}

export function ChildPasswordField({ value, onChange, required, helperText, error, disabled }: ChildPasswordFieldProps): ReactElement {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggle = translate(visible ? 'fields.hidePassword' : 'fields.showPassword');
  return (
    <TextField
      id="child-password"
      name="password"
      label={translate('resources.users.fields.password')}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={required}
      error={error}
      helperText={helperText}
      disabled={disabled}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggle} aria-pressed={visible} onClick={() => setVisible((v) => !v)} edge="end">
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
