/**
 * Subscribing to a collection (seed 1 and 3): a favourite naming the collection
 * (`POST /favourites` with relationship collection), and unsubscribing deletes it
 * (`DELETE /favourites/{id}`). The server keeps the collection's subscribedCount; `onChange`
 * lets the page read it again.
 */
import { useGetList, useCreate, useDelete, type Identifier, type RaRecord } from 'react-admin';

export interface Subscription {
  /** Undefined while the viewer's favourites are loading. */
  subscribed: boolean | undefined;
  pending: boolean;
  toggle: () => Promise<boolean>;
}

export function useSubscription(collectionId: Identifier, onChange: () => void): Subscription {
  const { data, isPending, refetch } = useGetList<RaRecord>('favourites', {
    filter: { collectionId },
    pagination: { page: 1, perPage: 1 },
  });
  const [create, { isPending: creating }] = useCreate();
  const [remove, { isPending: removing }] = useDelete();
  const favourite = data?.[0];

  const toggle = async (): Promise<boolean> => {
    if (favourite) await remove('favourites', { id: favourite.id, previousData: favourite }, { mutationMode: 'pessimistic', returnPromise: true });
    else await create('favourites', { data: { collectionId } }, { returnPromise: true });
    await refetch();
    onChange();
    return !favourite;
  };

  return { subscribed: isPending ? undefined : favourite !== undefined, pending: creating || removing, toggle };
}
