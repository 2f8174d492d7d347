/**
 * A long text with its word limit (seed 5: 150 words) and a live count under it. The bound and
 * the counting rule are the kit's (resources/kit/validation.ts), so the count agrees with the
 * error the resolver gives.
 */
import type { ReactElement } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { countWords } from '../../resources/kit';

export interface WordCountInputProps {
  source: string;
  maxWords: number;
}

export function WordCountInput({ source, maxWords }: WordCountInputProps): ReactElement {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  const count = typeof value === 'string' ? countWords(value) : 0;
  return (
    <TextInput
      source={source}
      resource="collections"
      multiline
      minRows={3}
      helperText={translate('collectionsPage.editor.wordCount', { smart_count: count, max: maxWords })}
    />
  );
}
