/**
 * Loads a booking by its attendee token for the join and reschedule pages, with the offset of the
 * server's clock measured on arrival; `replace` takes the booking a move (access, cancel) answered.
 */
import { useCallback, useEffect, useState } from 'react';
import { loadBooking, type TokenBooking } from '../../api/attendance';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { clockOffset } from './useServerClock';
import type { BookingFailure } from './bookingFailures';

export interface TokenBookingState {
  booking: TokenBooking | null;
  /** Add to `Date.now()` for the server's time. */
  offset: number;
  failure: BookingFailure | null;
  replace(booking: TokenBooking): void;
}

export function useTokenBooking(token: string): TokenBookingState {
  const [booking, setBooking] = useState<TokenBooking | null>(null);
  const [offset, setOffset] = useState(0);
  const [failure, setFailure] = useState<BookingFailure | null>(null);

  const replace = useCallback((next: TokenBooking) => {
    setOffset(clockOffset(next.meta.now));
    setBooking(next);
  }, []);

  useEffect(() => {
    let live = true;
    setBooking(null);
    setFailure(null);
    loadBooking(token).then(
      (loaded) => live && replace(loaded),
      (e: unknown) => live && setFailure(isApiFailure(e) ? { status: e.status, message: e.message } : { status: 0, message: 'errors.api.default' }),
    );
    return () => {
      live = false;
    };
  }, [token, replace]);

  return { booking, offset, failure, replace };
}
