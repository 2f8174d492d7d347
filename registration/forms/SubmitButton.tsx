/**
 * The submit button of every step: disabled while processing or invalid, with the processing
 * label, and on a page the server drew until the script has taken it over (useTakenOver), so
 * the browser never sends the form itself.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import { useT } from '../i18n';
import { useTakenOver } from './useTakenOver';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  processing: boolean;
  /** Catalogue key of the label. */
  label: string;
}

export function SubmitButton({ processing, label, disabled, ...rest }: SubmitButtonProps): React.ReactNode {
  const { t } = useT();
  const takenOver = useTakenOver();
  return (
    <Button type="submit" variant="contained" size="large" disabled={!takenOver || processing || disabled} aria-busy={processing} {...rest}>
      {processing ? t('common.processing') : t(label)}
    </Button>
  );
}
