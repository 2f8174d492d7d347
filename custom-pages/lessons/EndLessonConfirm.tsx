/** "End this lesson?" (seed 4: ending is final): the console's Yes/No confirmation. */
import type { ReactElement } from 'react';
import { Confirm } from 'react-admin';

export function EndLessonConfirm({ open, busy, onConfirm, onClose }: { open: boolean; busy: boolean; onConfirm: () => void; onClose: () => void }): ReactElement {
  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title="lessonsPage.end.title"
      content="lessonsPage.end.content"
      confirm="lessonsPage.end.confirm"
      cancel="lessonsPage.start.cancel"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
