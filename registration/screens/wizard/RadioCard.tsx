/**
 * A selectable card of the wizard (role, plan): a real radio input inside a labelled card, so
 * the arrow keys, the screen reader's "1 of 4, selected" and the form semantics come for free.
 * The chosen card is outlined and shows the checked radio: colour is never the only signal.
 * Both wizard lists use the same fieldset-of-cards layout, so it lives here once.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface RadioCardProps {
  value: string;
  selected: boolean;
  label: ReactNode;
}

function RadioCard({ value, selected, label }: RadioCardProps): ReactNode {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      label={
        <Box sx={{ py: 1 }}>
          {label}
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

export interface RadioCardGroupProps {
  /** The fieldset's legend (already translated). */
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  renderLabel: (value: string) => ReactNode;
  /** Space between the cards (theme spacing units). */
  gap: number;
}

/** A labelled fieldset of radio cards laid out in one column on phones and two from `sm` up. */
export function RadioCardGroup({ legend, name, value, options, onChange, renderLabel, gap }: RadioCardGroupProps): ReactNode {
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <RadioGroup name={name} value={value} onChange={(e) => onChange(e.target.value)} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap }}>
        {options.map((option) => (
          <RadioCard key={option} value={option} selected={value === option} label={renderLabel(option)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
