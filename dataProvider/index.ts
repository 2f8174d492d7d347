export { createDataProvider, isUsableId, type DataProviderOptions, type EduDataProvider, type ListResult } from './createDataProvider';
export type { MemberActionParams, MemberActionResult, UploadParams } from './memberAction';
export { fileNameOf, type DownloadParams, type DownloadResult } from './download';
export { createSend, fetchHttpClient, isSendablePath, MEDIA_TYPE, type Send, type SendRequest, type TransportOptions } from './http';
export { errorMessage, messageOf, fieldErrors, fieldOfPointer, toHttpError, NO_CONNECTION_MESSAGE, type ErrorBody } from './errors';
export { toAppRecord, groupIncluded } from './deserialize';
export { toResourceObject } from './serialize';
export { resolveResource, definitionFor, resourceNameForType } from './resolve';
export type { AppRecord, HttpClient, HttpRequestInit, HttpResponse, JsonApiDocument, JsonApiError, Prefetched, ResourceObject } from './types';
