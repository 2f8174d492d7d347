/** A map of named yes/no choices (e.g. a parent's topics) as a labelled group of switches. */
import type { ReactElement } from 'react';
import { FormControl, FormGroup, FormLabel } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { fieldLabel, valueLabel } from './labels';

export interface BooleanMapInputProps {
  resource: string;
  name: string;
  keys: readonly string[];
}

export function BooleanMapInput({ resource, name, keys }: BooleanMapInputProps): ReactElement {
  const translate = useTranslate();
  const legendId = `${resource}-${name}-legend`;
  return (
    <FormControl component="fieldset" margin="dense" aria-labelledby={legendId}>
      <FormLabel component="legend" id={legendId}>
        {translate(fieldLabel(resource, name))}
      </FormLabel>
      <FormGroup>
        {keys.map((key) => (
          <BooleanInput
            key={key}
            source={`${name}.${key}`}
            resource={resource}
            label={valueLabel(resource, name, key)}
            helperText={false}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
