/**
 * The console's side of the kit's record-title rule: react-admin's record representation for each
 * `<Resource>` (so references, chips, pickers and default page titles all name records the same
 * way), and the picker props for targets whose title needs related records.
 */
import type { ReactElement } from 'react';
import { AutocompleteInput, useRecordContext, useResourceContext, type AutocompleteInputProps, type OptionTextElement, type RaRecord } from 'react-admin';
import { recordTitle, titleRelations, titleWordFields, type ResourceDef } from '../../resources/kit';
import { useRecordTitle, useTitleWords } from './useRecordTitle';

/** A record with no title value is still named: by its id, as react-admin does. */
const byId = (record: RaRecord): string => `#${record.id}`;

/** The current record's title (inside a record and resource context). */
// `record` is what react-admin's pickers pass to an option element; the context holds it too.
export function RecordTitle(_props: { record?: RaRecord }): ReactElement {
  const record = useRecordContext();
  const title = useRecordTitle(useResourceContext(), record);
  return <>{title ?? (record ? byId(record) : '')}</>;
}

const RECORD_TITLE: OptionTextElement = <RecordTitle />;

/** Whether the title needs the interface language or related records: then it is the `RecordTitle` element. */
const needsElement = (def: ResourceDef): boolean => titleRelations(def).length > 0 || titleWordFields(def).length > 0;

/**
 * `recordRepresentation` of a resource: text when the title reads only the record's own fields
 * as they are, else the `RecordTitle` element, which resolves the related records and says enum
 * values and dates in words.
 */
export function recordRepresentation(def: ResourceDef): ((record: RaRecord) => string) | ReactElement {
  if (needsElement(def)) return RECORD_TITLE;
  return (record) => recordTitle(def, record) ?? byId(record);
}

export interface PickerTitleProps {
  optionText?: OptionTextElement;
  inputText?: (record: RaRecord) => string;
  matchSuggestion?: () => boolean;
}

/**
 * Extra props for an autocomplete over `target`: none when its representation is text; else the
 * element for options, the record's own fields in words for the input text (a picker cannot wait
 * for related records), and every option kept (the server searches).
 */
export function usePickerTitleProps(target: ResourceDef): PickerTitleProps {
  const words = useTitleWords(target);
  if (!needsElement(target)) return {};
  return { optionText: RECORD_TITLE, inputText: (record) => recordTitle(target, record, undefined, words) ?? byId(record), matchSuggestion: () => true };
}

/** An autocomplete over `target`'s records named by its title rule (for filter forms, which take elements). */
export function TitledAutocomplete({ target, ...props }: AutocompleteInputProps & { target: ResourceDef }): ReactElement {
  return <AutocompleteInput {...props} {...usePickerTitleProps(target)} />;
}
