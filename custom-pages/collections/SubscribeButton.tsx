/** Subscribe / Unsubscribe with the subscribers count (seed 2.6 favourite/subscribed counter, `favorite.subscribedCount`). */
import type { ReactElement } from 'react';
import { Button } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { useSubscription } from './useSubscription';

export interface SubscribeButtonProps {
  collectionId: Identifier;
  name: string;
  onChange: () => void;
}

export function SubscribeButton({ collectionId, name, onChange }: SubscribeButtonProps): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const { subscribed, pending, toggle } = useSubscription(collectionId, onChange);
  const click = async (): Promise<void> => {
    try {
      const now = await toggle();
      notify(now ? 'collectionsPage.view.subscribed' : 'collectionsPage.view.unsubscribed', { type: 'success', messageArgs: { name } });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'errors.api.default', { type: 'error' });
    }
  };
  return (
    <Button
      variant={subscribed ? 'outlined' : 'contained'}
      startIcon={subscribed ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
      disabled={subscribed === undefined || pending}
      onClick={() => void click()}
    >
      {translate(subscribed ? 'collectionsPage.view.unsubscribe' : 'collectionsPage.view.subscribe')}
    </Button>
  );
}
