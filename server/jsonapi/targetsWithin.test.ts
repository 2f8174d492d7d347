import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import { errorsEn } from '../../i18n/errors.en';
import { outsideParentIdentifier } from './targetsWithin';

describe('relations within a parent', () => {
  const declared = RESOURCES.flatMap((def) =>
    Object.entries(def.relationships).flatMap(([name, rel]) => (rel.kind === 'toOne' && rel.within ? [outsideParentIdentifier(name, rel.within)] : [])),
  );

  it('name their refusal after both relations, and each has its message', () => {
    expect(declared).toContain('occurrenceOfAnotherMeeting');
    for (const identifier of declared) expect((errorsEn.api as Record<string, string>)[identifier], identifier).toMatch(/\S/);
  });
});
