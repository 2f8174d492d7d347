/**
 * The shell's request layer: the shared transport whose failures are react-admin `HttpError`s,
 * so forms show field errors and notifications show the section 8 message.
 */
import { networkError, notFoundError, toHttpError } from './errors';
import { createTransport, type Send, type TransportOptions } from './transport';

export { fetchHttpClient, isSendablePath, MEDIA_TYPE, type Send, type SendRequest, type SendResult, type TransportOptions } from './transport';

export function createSend(options: TransportOptions = {}): Send {
  return createTransport(options, { response: toHttpError, network: networkError, notFound: notFoundError });
}
