/**
 * The school address typed by hand (issue 9: the places service may not know it): address
 * line, town and postcode in a labelled group, each error under its own field once touched.
 * Reports the address to the page whenever it becomes valid (or stops being so), like a pick.
 */
import { useEffect, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../forms/FormTextField';
import { useForm } from '../../../forms/useForm';
import { useT } from '../../../i18n';
import { manualAddressOf, manualAddressSchema, type ManualAddressValues } from './manualAddress';
import type { PickedAddress } from './schoolTypes';

export interface ManualAddressFieldsProps {
  initial: ManualAddressValues;
  onChange(address: PickedAddress | null): void;
  /** Back to the address search. */
  onSearch(): void;
  /** Moves focus to the first field: the visitor has just asked for the fields. */
  focus: boolean;
}

export function ManualAddressFields({ initial, onChange, onSearch, focus }: ManualAddressFieldsProps): ReactNode {
  const { t } = useT();
  const form = useForm(initial, manualAddressSchema);
  const { address1, city, postalCode } = form.values;
  useEffect(() => onChange(manualAddressOf({ address1, city, postalCode })), [address1, city, postalCode, onChange]);

  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('wizard.organization.manual.legend')}
      </Typography>
      <FormTextField form={form} name="address1" id="school-address1" label="wizard.organization.manual.address1" required autoComplete="address-line1" autoFocus={focus} />
      <FormTextField form={form} name="city" id="school-city" label="wizard.organization.manual.city" required autoComplete="address-level2" />
      <FormTextField form={form} name="postalCode" id="school-postal-code" label="wizard.organization.manual.postalCode" autoComplete="postal-code" helperText={t('wizard.organization.manual.postalCodeHint')} />
      <Button onClick={onSearch} sx={{ alignSelf: 'flex-start' }}>
        {t('wizard.organization.manual.search')}
      </Button>
    </Stack>
  );
}
