/**
 * The console's side of the kit's record-title rule: react-admin's record representation for each
 * `<Resource>` (so references, chips, pickers and default page titles all name records the same
 * way), and the picker props for targets whose title needs related records.
 */
import type { ReactElement } from 'react';
import { useRecordContext, useResourceContext, type OptionTextElement, type RaRecord } from 'react-admin';
import { recordTitle, titleFields, titleRelations, type ResourceDef } from '../../resources/kit';
import { useRecordTitle } from './useRecordTitle';

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

/** Whether the title names an enum attribute, whose value is said in words (a translation). */
function titleNamesEnum(def: ResourceDef): boolean {
  return titleFields(def.recordTitle).some((field) => def.attributes[field]?.kind === 'enum');
}

/**
 * `recordRepresentation` of a resource: text when the title reads only the record's own fields
 * as they are, else the `RecordTitle` element, which resolves the related records and says enum
 * values in words.
 */
export function recordRepresentation(def: ResourceDef): ((record: RaRecord) => string) | ReactElement {
  if (titleRelations(def).length > 0 || titleNamesEnum(def)) return RECORD_TITLE;
  return (record) => recordTitle(def, record) ?? byId(record);
}

export interface PickerTitleProps {
  optionText?: OptionTextElement;
  inputText?: (record: RaRecord) => string;
  matchSuggestion?: () => boolean;
}

/**
 * Extra props for an autocomplete over `target`: none when its representation is text; else the
 * element for options, the record's own fields for the input text (a picker cannot wait for
 * related records), and every option kept (the server searches).
 */
export function pickerTitleProps(target: ResourceDef): PickerTitleProps {
  if (titleRelations(target).length === 0) return {};
  return { optionText: RECORD_TITLE, inputText: (record) => recordTitle(target, record) ?? byId(record), matchSuggestion: () => true };
}
