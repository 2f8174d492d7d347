/** The words for a booking link's failures: the link itself (wrong, expired) and a refused move. */
import type { ValidationMessage } from '../../../resources/kit/messages';
import { ACCESS_OPENS_MINUTES_BEFORE } from '../../../domain/webinars';
import { isApiFailure } from '../../../dataProvider/ApiFailure';

export interface BookingFailure {
  status: number;
  /** A catalogue key or the server's text. */
  message: string;
}

/** A wrong token (404) or a link past its 30 days (410) has its own words; else the API's message. */
export function failureKey(failure: BookingFailure): string {
  if (failure.status === 404) return 'webinar.join.notFound';
  if (failure.status === 410) return 'webinar.join.expired';
  return failure.message;
}

/** A refused access, cancel or reschedule, for useMessage (the access text needs its minutes). */
export function moveFailure(error: unknown): ValidationMessage | string {
  if (!isApiFailure(error)) return 'errors.api.default';
  if (error.identifier === 'accessNotOpen') return { key: 'errors.api.accessNotOpen', values: { minutes: ACCESS_OPENS_MINUTES_BEFORE }, identifier: 'accessNotOpen' };
  return error.message;
}
