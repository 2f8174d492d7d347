/**
 * Download CSV on a lesson's report (issue 25): `GET /lessons/{id}/report.csv?time_zone=<the
 * browser's zone>` through the data provider (a plain link would not carry the bearer token),
 * saved under the server's file name. A refusal says the server's message; anything else that
 * goes wrong, `lessonReport.downloadFailed`.
 */
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import { CSV_MEDIA_TYPE, LESSON_REPORT_CSV, lessonReportFileName, REPORT_TIME_ZONE_PARAMETER } from '../../domain/lessonReport';
import { useBusy } from '../useBusy';
import type { LessonView } from './lessonRecords';
import { saveFile } from './saveFile';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function useReportDownload(view: LessonView): { busy: boolean; download: () => Promise<void> } {
  const dataProvider = useDataProvider<EduDataProvider>();
  const notify = useNotify();
  const { busy, guarded } = useBusy();
  const download = (): Promise<void> =>
    guarded(async () => {
      const zone = browserTimeZone();
      try {
        const file = await dataProvider.download({
          path: `/lessons/${encodeURIComponent(String(view.lesson.id))}/${LESSON_REPORT_CSV}`,
          accept: CSV_MEDIA_TYPE,
          ...(zone ? { query: { [REPORT_TIME_ZONE_PARAMETER]: zone } } : {}),
        });
        saveFile(file.blob, file.filename ?? lessonReportFileName(view.plan?.name, view.lesson.startDate).unicode);
      } catch (error) {
        notify(error instanceof HttpError && error.status > 0 ? error.message : 'lessonReport.downloadFailed', { type: 'error' });
      }
    });
  return { busy, download };
}
