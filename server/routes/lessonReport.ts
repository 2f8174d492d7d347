/**
 * A lesson's report as a file (issue 25).
 *
 * | Method | Path                      | Result                                                               |
 * |--------|---------------------------|----------------------------------------------------------------------|
 * | GET    | /lessons/{id}/report.csv  | 200 text/csv, an attachment; 401 without a token; 404 for a lesson the viewer may not read; 403 for one they read but may not take away; 400 for an unknown `time_zone` |
 *
 * One row per joined student and answerable task (server/lessonReport/rows.ts), headings in the
 * request's language (`X-User-Locale`), times in `?time_zone=` (an IANA zone; UTC without it).
 * Only the lesson's teacher and their school's organisation admins take it
 * (domain/lessonReport.ts `mayExportLessonReport`); whoever else reads the lesson (its students,
 * guests, the admins of every school) is refused with 403. Errors are JSON:API documents.
 * The file is personal data: `Cache-Control: private, no-store`.
 */
import type { FastifyInstance } from 'fastify';
import { CSV_MEDIA_TYPE, LESSON_REPORT_CSV, lessonReportFileName, mayExportLessonReport, REPORT_TIME_ZONE_PARAMETER } from '../../domain/lessonReport';
import { isTimeZone } from '../../domain/sessionTimes';
import { reportCsvTexts } from '../../i18n/reportCsv';
import { lessons } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { badRequest, forbidden } from '../jsonapi/errors';
import { readableRecord, readContext } from '../jsonapi/routes';
import { toCsv } from '../lessonReport/csv';
import { loadReport } from '../lessonReport/load';
import { reportTable } from '../lessonReport/rows';
import { registerLessonScoresRoute } from './lessonScores';

const lessonDef: ResourceDef = lessons;

/** RFC 6266: a plain ASCII `filename` for every client and the plan's own letters in `filename*` (RFC 8187). */
export function attachment(name: { ascii: string; unicode: string }): string {
  const encoded = encodeURIComponent(name.unicode).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encoded}`;
}

function timeZoneOf(query: unknown): string {
  const value = (query as Record<string, unknown> | undefined)?.[REPORT_TIME_ZONE_PARAMETER];
  if (value === undefined || value === '') return 'UTC';
  if (typeof value !== 'string' || !isTimeZone(value)) throw badRequest('This is not a known time zone.', REPORT_TIME_ZONE_PARAMETER);
  return value;
}

/** The report file, and its quiz scores (`GET /lessons/{id}/scores`, read from the same records). */
export function registerLessonReportRoute(app: FastifyInstance): void {
  registerLessonScoresRoute(app);
  app.get<{ Params: { id: string } }>(`/lessons/:id/${LESSON_REPORT_CSV}`, { config: { download: true, doc: { tag: 'lessons', summary: "A lesson's report as CSV: one row per student and task (its teacher and the school's admins)", produces: 'text/csv' } } }, async (req, reply) => {
    const ctx = readContext(app, req);
    const timeZone = timeZoneOf(req.query);
    const lesson = await readableRecord(ctx, lessonDef, req.params.id);
    if (!mayExportLessonReport(ctx.viewer, { teacherId: lesson.teacherId, organizationId: lesson.organizationId })) throw forbidden();
    const data = await loadReport(ctx.db, lesson);
    const csv = toCsv(reportTable(data, { texts: reportCsvTexts(ctx.locale), timeZone, locale: ctx.locale ?? 'en' }));
    return reply
      .type(`${CSV_MEDIA_TYPE}; charset=utf-8`)
      .header('content-disposition', attachment(lessonReportFileName(data.planName, lesson.startDate)))
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
