// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../../tests/ui/shellHarness';
import { PERSONA_VIEWERS } from '../../../tests/ui/viewers';

const english = useEnglishShell();

describe('the webinar session edit screen', () => {
  it('shows the generated form with the session attendees below it', async () => {
    const data = recordsProvider({
      meeting_occurrences: [{ id: '7', meetingId: '4', startDate: '2030-05-01T09:00:00Z', endDate: '2030-05-01T10:00:00Z' }],
      meetings: [{ id: '4', name: 'Getting started' }],
      meeting_attendees: [{ id: '1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@school.example', attendanceStatus: 'attended', occurrenceId: '7' }],
    });
    renderShellAt(english(), PERSONA_VIEWERS.meetingAdmin, '/app/meeting_occurrences/7/edit', data);
    expect(await screen.findByRole('heading', { name: 'Attendees of this session' })).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
