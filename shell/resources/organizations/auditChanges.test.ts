import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges';

describe('auditChanges', () => {
  it('lists only the fields that changed', () => {
    const before = JSON.stringify({ state: 'trial', expiresAt: '2026-12-01', trialSeats: 1 });
    const after = JSON.stringify({ state: 'trial', expiresAt: '2026-12-16', trialSeats: 1 });
    expect(auditChanges(before, after)).toEqual([{ field: 'expiresAt', from: '2026-12-01', to: '2026-12-16' }]);
  });

  it('reads a creation from nothing and a deletion to nothing, and survives bad JSON', () => {
    expect(auditChanges(null, JSON.stringify({ state: 'trial' }))).toEqual([{ field: 'state', from: null, to: 'trial' }]);
    expect(auditChanges(JSON.stringify({ state: 'trial' }), null)).toEqual([{ field: 'state', from: 'trial', to: null }]);
    expect(auditChanges('{oops', '[1]')).toEqual([]);
  });
});
