/**
 * The parent's way in beside the welcome page's school email capture (issue 25): the capture asks
 * for a work address, so a parent or carer is told at once that any address will do and given
 * their own button. It takes the address typed above, if any (EmailCapture decides).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import { useT } from '../../i18n';

export interface ParentWayInProps {
  onChoose(): void;
  disabled: boolean;
  /** On the footer's dark background: text and outline take the surrounding colour. */
  dark?: boolean;
}

export function ParentWayIn({ onChoose, disabled, dark = false }: ParentWayInProps): React.ReactNode {
  const { t } = useT();
  return (
    <Box
      sx={{
        mt: 2,
        px: 2,
        py: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 1,
        border: 1,
        borderColor: dark ? 'grey.700' : 'divider',
        borderRadius: 3,
        bgcolor: dark ? 'transparent' : 'background.paper',
      }}
    >
      <FamilyRestroom aria-hidden sx={{ color: dark ? 'inherit' : 'primary.main', fontSize: 32 }} />
      <Typography component="p" sx={{ flex: '1 1 220px', textAlign: 'left' }}>
        <Box component="strong" sx={{ display: 'block' }}>
          {t('welcome.capture.parent.question')}
        </Box>
        {t('welcome.capture.parent.text')}
      </Typography>
      <Button type="button" variant="outlined" color={dark ? 'inherit' : 'primary'} disabled={disabled} onClick={onChoose} sx={{ flexShrink: 0 }}>
        {t('welcome.capture.parent.action')}
      </Button>
    </Box>
  );
}
