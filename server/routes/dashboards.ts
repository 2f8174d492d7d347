/**
 * Every role's home (issue 12): documents built from real records (server/dashboards/), shaped
 * as domain/dashboards.ts says. The figures' clock is `app.now()` (tests fix it).
 *
 * | Method | Path                | Result                                                                                   |
 * |--------|---------------------|------------------------------------------------------------------------------------------|
 * | GET    | /dashboards/teacher | 200 teacher_dashboards of the viewer; 403 for anyone but a teacher                        |
 * | GET    | /dashboards/school  | 200 school_dashboards of the viewer's school (filter[organization]=id: super users and org_admin admins name any); 403 for others, 400 a malformed filter, 404 no such school |
 * | GET    | /dashboards/admin   | 200 admin_dashboards; a section is null when the viewer cannot list its resources everywhere; 403 for non-admins |
 * | GET    | /user/achievements  | 200 achievements of the viewer (any signed-in user)                                       |
 */
import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../auth/authenticate';
import type { RawQuery } from '../jsonapi/query';
import { achievementsOf } from '../dashboards/achievements';
import { adminDashboard } from '../dashboards/admin';
import { dashboardSchool, ORGANIZATION_FILTER, schoolDashboard } from '../dashboards/school';
import { teacherDashboard } from '../dashboards/teacher';

export function registerDashboardRoutes(app: FastifyInstance): void {
  app.get('/dashboards/teacher', { config: { doc: { tag: 'dashboards', summary: "The teacher's home: their lessons, plans and classes at a glance" } } }, async (req) => {
    const viewer = requireViewer(req);
    const attributes = await teacherDashboard(app.db, viewer, app.now(), req.headers);
    return { data: { type: 'teacher_dashboards', id: viewer.id, attributes } };
  });

  app.get('/dashboards/school', { config: { doc: { tag: 'dashboards', summary: "The school's home for its organisation admins: seats, teachers, students and activity" } } }, async (req) => {
    const viewer = requireViewer(req);
    const organizationId = await dashboardSchool(app.db, viewer, (req.query as RawQuery)[ORGANIZATION_FILTER]);
    const attributes = await schoolDashboard(app.db, organizationId, app.now());
    return { data: { type: 'school_dashboards', id: organizationId, attributes } };
  });

  app.get('/dashboards/admin', { config: { doc: { tag: 'dashboards', summary: "The internal admins' home: schools, licences and what needs attention" } } }, async (req) => {
    const viewer = requireViewer(req);
    const attributes = await adminDashboard(app.db, viewer, app.now());
    return { data: { type: 'admin_dashboards', id: 'admin', attributes } };
  });

  app.get('/user/achievements', { config: { doc: { tag: 'user', summary: "The signed-in person's achievements" } } }, async (req) => {
    const viewer = requireViewer(req);
    return { data: { type: 'achievements', id: viewer.id, attributes: { achievements: await achievementsOf(app.db, viewer.id) } } };
  });
}
