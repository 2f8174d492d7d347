/**
 * A map field as a labelled group with one input per key: switches for a map of yes/no choices
 * (a parent's topics), text areas for a text per key (a welcome message per language).
 */
import type { ReactElement } from 'react';
import { FormControl, FormGroup, FormLabel } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { fieldLabel, valueLabel } from './labels';

export interface MapInputProps {
  resource: string;
  name: string;
  keys: readonly string[];
  input: 'switch' | 'text';
}

export function MapInput({ resource, name, keys, input }: MapInputProps): ReactElement {
  const translate = useTranslate();
  const legendId = `${resource}-${name}-legend`;
  return (
    <FormControl component="fieldset" margin="dense" aria-labelledby={legendId} fullWidth={input === 'text'}>
      <FormLabel component="legend" id={legendId}>
        {translate(fieldLabel(resource, name))}
      </FormLabel>
      <FormGroup>
        {keys.map((key) => {
          const common = { source: `${name}.${key}`, resource, label: valueLabel(resource, name, key) };
          return input === 'switch' ? (
            <BooleanInput key={key} {...common} helperText={false} />
          ) : (
            <TextInput key={key} {...common} multiline fullWidth />
          );
        })}
      </FormGroup>
    </FormControl>
  );
}
