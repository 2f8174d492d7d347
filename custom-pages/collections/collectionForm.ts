/**
 * The editor's values and what a save sends (seed 4 and 5): publishing needs
 * COLLECTION_PUBLISH_MIN_ITEMS items (domain/library `canPublish`); with fewer, the collection is
 * saved as a draft and the teacher is told why. A draft is published in no language; a published
 * collection in the languages ticked.
 */
import type { RaRecord } from 'react-admin';
import { canPublish } from '../../domain/library';
import { SHELL_LOCALES } from '../../i18n/detectLocale';

export type SaveIntent = 'save' | 'publish' | 'unpublish';

export interface CollectionValues {
  name: string;
  description: string | null;
  curriculumText: string | null;
  teacherNotes: string | null;
  keywords: string[];
  subjects: string[];
  ageRanges: string[];
  tagsIds: string[];
  itemsIds: string[];
  state: 'draft' | 'published';
  publishedLocales: string[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The form's starting values. A draft is published nowhere yet; its language boxes start on the
 * teacher's own language (a shell language), ready for Publish.
 */
export function formValues(record: RaRecord | undefined, locale: string): CollectionValues & { id?: RaRecord['id'] } {
  const state = record?.state === 'published' ? 'published' : 'draft';
  const published = strings(record?.publishedLocales);
  const ownLocale = (SHELL_LOCALES as readonly string[]).includes(locale) ? locale : 'en';
  return {
    ...(record ? { id: record.id } : {}),
    name: typeof record?.name === 'string' ? record.name : '',
    description: textOrNull(record?.description),
    curriculumText: textOrNull(record?.curriculumText),
    teacherNotes: textOrNull(record?.teacherNotes),
    keywords: strings(record?.keywords),
    subjects: strings(record?.subjects),
    ageRanges: strings(record?.ageRanges),
    tagsIds: strings(record?.tagsIds),
    itemsIds: strings(record?.itemsIds),
    state,
    publishedLocales: state === 'published' ? published : [ownLocale],
  };
}

export interface SavePlan {
  /** What goes to the server (the data provider sends only what changed on update). */
  data: CollectionValues;
  /** Publishing was asked for (or kept) but there are too few items: saved as a draft instead. */
  tooFewItems: boolean;
}

/** What a save sends for the button pressed: Save keeps the state, Publish and Unpublish change it. */
export function savePlan(values: CollectionValues, intent: SaveIntent): SavePlan {
  const wantsPublished = intent === 'publish' || (intent === 'save' && values.state === 'published');
  const tooFewItems = wantsPublished && !canPublish(values.itemsIds.length);
  const state = wantsPublished && !tooFewItems ? 'published' : 'draft';
  return {
    data: { ...values, state, publishedLocales: state === 'published' ? values.publishedLocales : [] },
    tooFewItems,
  };
}

/** Publishing needs a language to publish in; a draft needs none. */
export function needsLanguage(values: CollectionValues, intent: SaveIntent): boolean {
  const wantsPublished = intent === 'publish' || (intent === 'save' && values.state === 'published');
  return wantsPublished && canPublish(values.itemsIds.length) && values.publishedLocales.length === 0;
}
