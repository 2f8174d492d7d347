/**
 * react-admin DataProvider over the JSON:API server; see README.md for the method → request table.
 * The methods themselves live in reads.ts and writes.ts; this file only wires them to one `send`.
 */
import type { DataProvider } from 'react-admin';
import { createSend, type TransportOptions } from './http';
import { getList, getMany, getManyReference, getOne } from './reads';
import { create, remove, removeMany, update, updateMany } from './writes';
import { memberAction, uploadFile, type MemberActionParams, type MemberActionResult, type UploadParams } from './memberAction';
import { readDocument, type ReadDocumentParams, type ReadDocumentResult } from './readDocument';
import { download, type DownloadParams, type DownloadResult } from './download';

export type DataProviderOptions = TransportOptions;

/** react-admin's methods plus `memberAction` for endpoints beyond CRUD (see memberAction.ts). */
export type EduDataProvider = DataProvider & {
  memberAction(resource: string, params: MemberActionParams): Promise<MemberActionResult>;
  upload(resource: string, params: UploadParams): Promise<MemberActionResult>;
  /** A document beyond CRUD, e.g. a dashboard (see readDocument.ts). */
  readDocument(params: ReadDocumentParams): Promise<ReadDocumentResult>;
  /** A file beyond JSON:API, e.g. a lesson's report as CSV (see download.ts). */
  download(params: DownloadParams): Promise<DownloadResult>;
};
export { isUsableId, type ListResult } from './records';

export function createDataProvider(options: DataProviderOptions = {}): EduDataProvider {
  const send = createSend(options);
  return {
    // Our httpClient forwards the signal, so react-admin may cancel stale queries.
    supportAbortSignal: true,
    getList: (resource, params) => typed(getList(send, resource, params)),
    getOne: (resource, params) => typed(getOne(send, resource, params)),
    getMany: (resource, params) => typed(getMany(send, resource, params)),
    getManyReference: (resource, params) => typed(getManyReference(send, resource, params)),
    create: (resource, params) => typed(create(send, resource, (params.data ?? {}) as Record<string, unknown>, params.meta)),
    update: (resource, params) => typed(update(send, resource, params)),
    updateMany: (resource, params) => updateMany(send, resource, params.ids, params.data, params.meta),
    delete: async (resource, params) => {
      await remove(send, resource, params.id);
      return typed({ data: params.previousData ?? { id: params.id } });
    },
    deleteMany: (resource, params) => removeMany(send, resource, params.ids),
    memberAction: (resource, params) => memberAction(send, resource, params),
    upload: (resource, params) => uploadFile(send, resource, params),
    readDocument: (params) => readDocument(send, params),
    download: (params) => download(send, params),
  };
}

/**
 * The methods build AppRecords; react-admin's generic record type is the caller's promise about
 * their shape, which no provider can check at compile time. This is the one place that says so.
 */
function typed<T>(value: unknown): T {
  return value as T;
}
