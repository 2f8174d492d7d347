/**
 * Above a lesson's report (issue 25): when the lesson started (so a printed copy says which
 * lesson it was), Download CSV for those who may take the answers away (the lesson's teacher and
 * their school's organisation admins: domain/lessonReport.ts, the rule the server applies) and
 * Print for everyone who sees the report. The buttons are not printed (ReportPrintStyles).
 */
import type { ReactElement } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { mayExportLessonReport } from '../../domain/lessonReport';
import { useFormatDate } from '../../shell/generator/useDates';
import { useViewerFacts } from '../../shell/generator/viewer';
import type { LessonView } from './lessonRecords';
import { PRINT_HIDDEN } from './ReportPrintStyles';
import { useReportDownload } from './useReportDownload';

export function ReportActions({ view }: { view: LessonView }): ReactElement {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const viewer = useViewerFacts();
  const { busy, download } = useReportDownload(view);
  const { lesson } = view;
  const mayExport = viewer !== undefined && mayExportLessonReport(viewer, { teacherId: lesson.teacherId, organizationId: lesson.organizationId });
  const started = formatDate(lesson.startDate, 'moment');
  return (
    <Stack direction="row" sx={{ mb: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {started ? translate('lessonReport.started', { date: started }) : null}
      </Typography>
      {/* Drawn once the viewer is known, so Download never appears and then vanishes. */}
      {viewer && (
      <Stack direction="row" role="group" aria-label={translate('lessonReport.actions')} className={PRINT_HIDDEN} sx={{ gap: 1, flexWrap: 'wrap' }}>
        {mayExport && (
          <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} disabled={busy} aria-busy={busy} onClick={() => void download()}>
            {translate(busy ? 'lessonReport.downloading' : 'lessonReport.downloadCsv')}
          </Button>
        )}
        <Button variant="outlined" startIcon={<PrintIcon aria-hidden />} onClick={() => window.print()}>
          {translate('lessonReport.print')}
        </Button>
      </Stack>
      )}
    </Stack>
  );
}
