/** A text per key (e.g. a welcome message per language) as a labelled group of text areas. */
import type { ReactElement } from 'react';
import { FormControl, FormGroup, FormLabel } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { fieldLabel, valueLabel } from './labels';

export interface TextMapInputProps {
  resource: string;
  name: string;
  keys: readonly string[];
}

export function TextMapInput({ resource, name, keys }: TextMapInputProps): ReactElement {
  const translate = useTranslate();
  const legendId = `${resource}-${name}-legend`;
  return (
    <FormControl component="fieldset" margin="dense" aria-labelledby={legendId} fullWidth>
      <FormLabel component="legend" id={legendId}>
        {translate(fieldLabel(resource, name))}
      </FormLabel>
      <FormGroup>
        {keys.map((key) => (
          <TextInput key={key} source={`${name}.${key}`} resource={resource} label={valueLabel(resource, name, key)} multiline fullWidth />
        ))}
      </FormGroup>
    </FormControl>
  );
}
