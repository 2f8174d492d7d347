/**
 * The collection's own fields (seed 3 and 5): name, the three texts of at most TEXT_WORD_LIMIT
 * words with their live counts, keywords, subjects, age ranges and tags. Inputs, labels and
 * choices come from the schema as on the generated forms; the bounds are imported, never copied.
 */
import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { collections, tags } from '../../resources';
import { AttributeInput } from '../../shell/generator/AttributeInput';
import { RelationInput } from '../../shell/generator/RelationInput';
import { KeywordsInput } from './KeywordsInput';
import { WordCountInput } from './WordCountInput';

const { attributes, relationships } = collections;
const LONG_TEXTS = ['description', 'curriculumText', 'teacherNotes'] as const;

function wordLimit(name: (typeof LONG_TEXTS)[number]): number {
  const field = attributes[name];
  return field.kind === 'longText' && field.maxWords !== undefined ? field.maxWords : Number.POSITIVE_INFINITY;
}

function listLimit(): number {
  const field = attributes.keywords;
  return field.kind === 'stringList' && field.maxItems !== undefined ? field.maxItems : Number.POSITIVE_INFINITY;
}

export function CollectionFields(): ReactElement {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', '& .ra-input': { width: '100%' } }}>
      <AttributeInput resource="collections" name="name" field={attributes.name} mode="edit" />
      {LONG_TEXTS.map((name) => (
        <WordCountInput key={name} source={name} maxWords={wordLimit(name)} />
      ))}
      <KeywordsInput source="keywords" max={listLimit()} />
      <AttributeInput resource="collections" name="subjects" field={attributes.subjects} mode="edit" />
      <AttributeInput resource="collections" name="ageRanges" field={attributes.ageRanges} mode="edit" />
      <RelationInput resource="collections" name="tags" relation={relationships.tags} target={tags} />
    </Box>
  );
}
