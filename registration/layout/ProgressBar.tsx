/**
 * The wizard's progress bar (seed section 2.3): 4 steps with the icons of the visitor's path,
 * earlier steps checked, the current one active, hidden on the organisation-type page.
 * Colour is never the only signal: each step has a text alternative with its state.
 */
import Box from '@mui/material/Box';
import Check from '@mui/icons-material/Check';
import Person from '@mui/icons-material/Person';
import School from '@mui/icons-material/School';
import Key from '@mui/icons-material/Key';
import Groups from '@mui/icons-material/Groups';
import { useLocation } from 'react-router-dom';
import { progressIcons, progressStep, stepStates, type StepIcon } from '../flow/progressSteps';
import { LogoMark } from './Logo';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useSignUp } from '../session/SignUpStateProvider';
import { useT } from '../i18n';

const ICONS: Record<StepIcon, React.ReactNode> = {
  user: <Person fontSize="small" />,
  school: <School fontSize="small" />,
  key: <Key fontSize="small" />,
  users: <Groups fontSize="small" />,
  logo: <LogoMark size={20} />,
};

export function ProgressBar(): React.ReactNode {
  const { pathname } = useLocation();
  const { state } = useSignUp();
  const { t } = useT();
  const active = progressStep(pathname);
  if (active === null) return null;
  const icons = progressIcons(state.signUpType ?? 'organization');
  const states = stepStates(active);
  return (
    <Box component="ol" aria-label={t('common.progress.label')} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 1, sm: 2 }, listStyle: 'none', p: 0, my: 3 }}>
      {states.map((s, i) => (
        <Box component="li" key={i} aria-current={s === 'active' ? 'step' : undefined} sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
          <Box
            data-step-state={s}
            title={t(`common.progress.${s}`, { step: i + 1 })}
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              border: 2,
              borderColor: s === 'todo' ? 'grey.400' : 'primary.main',
              bgcolor: s === 'done' ? 'primary.main' : s === 'active' ? 'primary.50' : 'background.paper',
              color: s === 'done' ? 'primary.contrastText' : s === 'active' ? 'primary.main' : 'grey.600',
            }}
          >
            {s === 'done' ? <Check fontSize="small" /> : ICONS[icons[i] ?? 'logo']}
            <Box component="span" sx={visuallyHidden}>
              {t(`common.progress.${s}`, { step: i + 1 })}
            </Box>
          </Box>
          {i < states.length - 1 && <Box aria-hidden sx={{ width: { xs: 16, sm: 40 }, height: 2, bgcolor: i < active ? 'primary.main' : 'grey.300' }} />}
        </Box>
      ))}
    </Box>
  );
}

