/**
 * Adds library items to a collection: a search over `GET /contents?filter[q]=…` (the library's
 * full-text search, most relevant first) once the term has SEARCH_TERM_MIN_LENGTH characters,
 * offering each item's name, type and a lock badge. Items already in the collection are offered
 * but disabled, saying so.
 */
import { useState, type ReactElement } from 'react';
import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { COLLECTION_ITEM_SEARCH_RESULTS, SEARCH_TERM_MIN_LENGTH } from '../../domain/constants';
import { searchTermProblem } from '../../domain/library';

export interface ItemSearchProps {
  chosen: readonly string[];
  onAdd: (record: RaRecord) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

export function ItemTypeAndLock({ record }: { record: RaRecord }): ReactElement {
  const translate = useTranslate();
  const type = typeof record.contentType === 'string' ? record.contentType : undefined;
  return (
    <>
      {type && (
        <Typography component="span" variant="body2" color="text.secondary">
          {translate(`resources.contents.values.contentType.${type}`, { _: type })}
        </Typography>
      )}
      {record.locked === true && (
        <Chip size="small" variant="outlined" icon={<LockIcon aria-hidden />} label={translate('collectionsPage.items.locked')} sx={{ ml: 1 }} />
      )}
    </>
  );
}

export function ItemSearch({ chosen, onAdd, inputRef }: ItemSearchProps): ReactElement {
  const translate = useTranslate();
  const [term, setTerm] = useState('');
  const q = term.trim();
  const searchable = searchTermProblem(q, []) === null;
  const { data, isFetching } = useGetList(
    'contents',
    { filter: { q }, pagination: { page: 1, perPage: COLLECTION_ITEM_SEARCH_RESULTS }, sort: { field: 'relevance', order: 'DESC' } },
    { enabled: searchable },
  );
  const options = searchable ? (data ?? []) : [];
  const help = translate('collectionsPage.items.searchHelp', { min: SEARCH_TERM_MIN_LENGTH });
  return (
    <Autocomplete<RaRecord, false, false, false>
      options={options}
      value={null}
      inputValue={term}
      onInputChange={(_event, value, reason) => {
        // Only typing changes the search: choosing an item keeps the results open for the next one.
        if (reason === 'input' || reason === 'clear') setTerm(value);
      }}
      onChange={(_event, record) => {
        if (record) onAdd(record);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(record) => (typeof record.name === 'string' ? record.name : String(record.id))}
      getOptionDisabled={(record) => chosen.includes(String(record.id))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={searchable && isFetching}
      loadingText={translate('collectionsPage.items.searching')}
      noOptionsText={searchable ? translate('collectionsPage.items.noResults') : help}
      clearOnBlur={false}
      // Building a collection means adding several items: the results stay open, the added one marked.
      disableCloseOnSelect
      renderOption={({ key: _key, ...props }, record) => (
        <Box component="li" {...props} key={record.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <span>{typeof record.name === 'string' ? record.name : record.id}</span>
          <ItemTypeAndLock record={record} />
          {chosen.includes(String(record.id)) && (
            <Typography component="span" variant="body2">
              ({translate('collectionsPage.items.alreadyAdded')})
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} inputRef={inputRef} label={translate('collectionsPage.items.search')} helperText={help} size="small" />
      )}
    />
  );
}
