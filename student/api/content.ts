/**
 * A content task's library item as the student app plays it: GET /contents/{id} with the
 * student's token. The server decides what the student may play: a locked item arrives with
 * `locked` and without its media (server/readers/contents.ts).
 */
import { toAppRecord } from '../../dataProvider/deserialize';
import { send } from './client';

export interface StudentContent {
  name: string;
  contentType: string | null;
  mediaUrl: string | null;
  imageUrl: string | null;
  captionsUrl: string | null;
  locale: string | null;
  body: string | null;
  locked: boolean;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export async function loadContent(id: string, signal?: AbortSignal): Promise<StudentContent> {
  const { doc } = await send({ method: 'GET', path: `/contents/${encodeURIComponent(id)}`, signal });
  const data = Array.isArray(doc.data) ? doc.data[0] : doc.data;
  if (!data) throw new Error('content: no data in the response');
  const r = toAppRecord(data);
  return {
    name: str(r.name) ?? '',
    contentType: str(r.contentType),
    mediaUrl: str(r.mediaUrl),
    imageUrl: str(r.imageUrl),
    captionsUrl: str(r.captionsUrl),
    locale: str(r.locale),
    body: str(r.body),
    locked: r.locked === true,
  };
}
