/**
 * A password text field with a show/hide toggle (PasswordTextField.tsx) named in react-admin's
 * language: the sign-in form's, and the new password a parent gives a child
 * (`autoComplete="new-password"`, so the browser does not fill in the parent's own).
 */
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { PasswordTextField, type PasswordTextFieldProps } from './PasswordTextField';

export type PasswordVisibilityFieldProps = Omit<PasswordTextFieldProps, 'showLabel' | 'hideLabel'>;

export function PasswordVisibilityField(props: PasswordVisibilityFieldProps): ReactElement {
  const translate = useTranslate();
  return <PasswordTextField {...props} showLabel={translate('fields.showPassword')} hideLabel={translate('fields.hidePassword')} />;
}
