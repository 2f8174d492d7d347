/**
 * Records a collection share (seed 7: `POST /contents/{contentId}/shares`, "default messages
 * blocked"). The call goes straight through the data provider rather than react-admin's mutation
 * hooks, so no "created" toast appears: the teacher shared a link, they did not create a record.
 * The server pins the collection from the path. A failed record is not the teacher's concern
 * (the share itself happened), so it is not reported either.
 */
import { useCallback } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import { content_shares } from '../../resources';
import type { ShareChannel } from './shareLinks';

const SHARE_TYPE = content_shares.type;

export function useRecordShare(collectionId: Identifier): (channel: ShareChannel) => Promise<void> {
  const dataProvider = useDataProvider<EduDataProvider>();
  return useCallback(
    async (channel: ShareChannel) => {
      try {
        await dataProvider.memberAction('contents', { id: collectionId, action: 'shares', type: SHARE_TYPE, data: { channel } });
      } catch {
        // Blocked like the success message: see above.
      }
    },
    [dataProvider, collectionId],
  );
}
