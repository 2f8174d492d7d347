import { describe, expect, it } from 'vitest';
import type { ViewerFacts } from '../../resources/kit';
import { referenceLink } from './ReferenceTo';

const viewer = (role: ViewerFacts['role'], permissions: ViewerFacts['permissions'] = []): ViewerFacts => ({ id: '1', role, organizationId: '2', permissions, organizationAdmin: false });

describe('where a reference opens', () => {
  it('opens the edit form for those who may edit the target, the show page for those who may only read it', () => {
    expect(referenceLink('contents', viewer('admin', ['content_manager']))).toBe('edit');
    expect(referenceLink('contents', viewer('teacher'))).toBe('show');
  });

  it('is plain text where the target cannot be opened, or before the viewer is known', () => {
    expect(referenceLink('audit_entries', viewer('teacher'))).toBe(false);
    expect(referenceLink('contents', undefined)).toBe(false);
    expect(referenceLink('no_such_resource', viewer('teacher'))).toBe(false);
    // Parents and children reach no resource screen, whatever the server lets them read.
    expect(referenceLink('contents', viewer('parent'))).toBe(false);
  });
});
