/**
 * The free-text search box (seed 5: "search by theme, topic or country needs at least 3
 * characters; duplicate search terms rejected"): a teacher types a term and adds it with Enter
 * or the button; it joins the chosen terms as a chip. A refused term stays in the box with the
 * reason on the field (`searchTermProblem` of domain/library.ts is the rule).
 */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Box, Chip, IconButton, InputAdornment, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { SEARCH_TERM_MIN_LENGTH } from '../../domain/constants';
import { searchTermProblem, type SearchTermProblem } from '../../domain/library';

export interface SearchTermsInputProps {
  terms: readonly string[];
  onChange: (terms: string[]) => void;
}

export function SearchTermsInput({ terms, onChange }: SearchTermsInputProps): ReactElement {
  const translate = useTranslate();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ kind: SearchTermProblem; term: string } | null>(null);

  const add = (event?: FormEvent): void => {
    event?.preventDefault();
    const term = text.trim();
    const found = searchTermProblem(term, terms);
    if (found) {
      setProblem({ kind: found, term });
      return;
    }
    setProblem(null);
    setText('');
    onChange([...terms, term]);
  };

  const remove = (term: string): void => onChange(terms.filter((t) => t !== term));

  const message = problem
    ? problem.kind === 'tooShort'
      ? translate('library.search.terms.tooShort', { count: SEARCH_TERM_MIN_LENGTH })
      : translate('library.search.terms.duplicate', { term: problem.term })
    : translate('library.search.terms.helper');

  return (
    <Box component="form" role="search" onSubmit={add} noValidate>
      <TextField
        id={`${id}-term`}
        fullWidth
        margin="none"
        label={translate('library.search.terms.label')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (problem) setProblem(null);
        }}
        error={problem !== null}
        helperText={message}
        slotProps={{
          formHelperText: problem ? { role: 'alert' } : {},
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={translate('library.search.terms.add')}>
                  <AddIcon aria-hidden />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {terms.length > 0 && (
        <Box
          component="ul"
          aria-label={translate('library.search.terms.chosen')}
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {terms.map((term) => (
            <li key={term}>
              {/* The whole chip is the remove button (Enter, Space, Delete or a click), named for it. */}
              <Chip
                label={term}
                aria-label={translate('library.search.terms.remove', { term })}
                onClick={() => remove(term)}
                onDelete={() => remove(term)}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
