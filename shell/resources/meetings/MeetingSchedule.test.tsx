// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError, testDataProvider, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import type { MemberActionParams } from '../../../dataProvider';
import { MeetingSchedule } from './MeetingSchedule';

let english: I18nProvider;
beforeAll(async () => {
  english = await englishProvider();
});
afterEach(cleanup);

function renderWith(memberAction: (resource: string, params: MemberActionParams) => Promise<unknown>) {
  const dataProvider = { ...testDataProvider(), memberAction };
  render(
    <Harness i18nProvider={english} dataProvider={dataProvider}>
      <MeetingSchedule meetingId="4" />
    </Harness>,
  );
}

const affects = (n: number): HttpError =>
  new HttpError('This change affects', 409, { jsonApiErrors: [{ meta: { error_identifier: 'scheduleAffectsAttendees', scheduled_attendees: n } }] });

describe('MeetingSchedule', () => {
  it('warns how many booked attendees a schedule change moves, and applies it only once confirmed', async () => {
    const calls: MemberActionParams[] = [];
    renderWith(async (_resource, params) => {
      calls.push(params);
      if (!params.query?.confirm) throw affects(3);
      return { data: { id: '4' }, meta: { created_sessions: 5 } };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply schedule' }));
    expect(await screen.findByText('Scheduled attendees this change affects: 3. Confirm to reschedule them.')).toBeTruthy();
    expect(calls).toEqual([{ id: '4', action: 'schedule' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule them' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ id: '4', action: 'schedule', query: { confirm: 'true' } });
  });

  it('applies straight away when nobody is affected', async () => {
    const calls: MemberActionParams[] = [];
    renderWith(async (_resource, params) => {
      calls.push(params);
      return { data: { id: '4' }, meta: { created_sessions: 2 } };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply schedule' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText(/attendees this change affects/)).toBeNull();
  });
});
