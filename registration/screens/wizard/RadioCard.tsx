/**
 * A selectable card of the wizard (role, plan): a real radio input inside a labelled card, so
 * the arrow keys, the screen reader's "1 of 4, selected" and the form semantics come for free.
 * The chosen card is outlined and shows the checked radio: colour is never the only signal.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';

export interface RadioCardProps {
  value: string;
  selected: boolean;
  label: ReactNode;
  /** Extra lines under the label (plan details). */
  children?: ReactNode;
}

export function RadioCard({ value, selected, label, children }: RadioCardProps): ReactNode {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      label={
        <Box sx={{ py: 1 }}>
          {label}
          {children}
        </Box>
      }
      sx={{
        m: 0,
        px: 1.5,
        py: 1,
        alignItems: 'flex-start',
        border: 2,
        borderRadius: 3,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
        '& .MuiRadio-root': { mt: 0.5 },
        '&:hover': { borderColor: 'primary.light' },
      }}
    />
  );
}
