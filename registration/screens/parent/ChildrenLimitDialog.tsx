/** The children limit modal of seed section 8: 'Only N children can be added', and get in touch. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MAX_CHILDREN_PER_PARENT } from '../../../domain/constants';
import { useT } from '../../i18n';

export function ChildrenLimitDialog({ open, onClose }: { open: boolean; onClose: () => void }): React.ReactNode {
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="children-limit-title" aria-describedby="children-limit-text">
      <DialogTitle id="children-limit-title">{t('family.children.limitTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="children-limit-text">
          {t('errors.api.childrenLimit', { number: MAX_CHILDREN_PER_PARENT })} {t('family.children.limitText')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button href={t('common.contactUrl')}>{t('family.children.contact')}</Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('family.children.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
