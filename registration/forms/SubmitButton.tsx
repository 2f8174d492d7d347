/** The submit button of every step: disabled while processing or invalid, with the processing label. */
import Button, { type ButtonProps } from '@mui/material/Button';
import { useT } from '../i18n';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  processing: boolean;
  /** Catalogue key of the label. */
  label: string;
}

export function SubmitButton({ processing, label, disabled, ...rest }: SubmitButtonProps): React.ReactNode {
  const { t } = useT();
  return (
    <Button type="submit" variant="contained" size="large" disabled={processing || disabled} aria-busy={processing} {...rest}>
      {processing ? t('common.processing') : t(label)}
    </Button>
  );
}
