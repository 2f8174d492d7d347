/** A password input with the show/hide toggle of seed section 2.3 (fields.showPassword / hidePassword). */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { useT } from '../i18n';

type Values = Record<string, unknown>;

export function PasswordField<V extends Values>(props: FormTextFieldProps<V>): React.ReactNode {
  const { t } = useT();
  const [shown, setShown] = useState(false);
  const toggle = t(shown ? 'common.fields.hidePassword' : 'common.fields.showPassword');
  return (
    <FormTextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'new-password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggle} title={toggle} onClick={() => setShown((s) => !s)} edge="end">
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
