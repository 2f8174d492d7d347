/**
 * What a teacher does to a lesson (seed 4): end it (`PATCH state: ended`, final) and restart it
 * (`POST /lessons/{id}/restart`: the old one ends, a new one starts with a new passphrase, and
 * its page opens).
 */
import { useBusy } from '../useBusy';
import { HttpError, useBasename, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { EduDataProvider } from '../../dataProvider';
import { lessonPath } from './paths';

const messageOf = (error: unknown): string => (error instanceof HttpError ? error.message : 'errors.api.default');

export interface LessonActions {
  busy: boolean;
  end(lesson: RaRecord): Promise<boolean>;
  restart(lesson: RaRecord): Promise<void>;
}

export function useLessonActions(): LessonActions {
  const dataProvider = useDataProvider<EduDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const { busy, guarded } = useBusy();

  return {
    busy,
    end: (lesson) =>
      guarded(async () => {
        try {
          await dataProvider.update('lessons', { id: lesson.id, data: { state: 'ended' }, previousData: lesson });
          notify('lessonsPage.toasts.ended', { type: 'success' });
          return true;
        } catch (error) {
          notify(messageOf(error), { type: 'error' });
          return false;
        }
      }),
    restart: (lesson) =>
      guarded(async () => {
        try {
          const { data } = await dataProvider.memberAction('lessons', { id: lesson.id, action: 'restart' });
          notify('lessonsPage.toasts.restarted', { type: 'success' });
          if (data) navigate(lessonPath(basename, data.id));
        } catch (error) {
          notify(messageOf(error), { type: 'error' });
        }
      }),
  };
}
