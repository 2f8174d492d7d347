import { defineResource, enumOf, longText, stringList, text } from '../kit';
import { LOCALES, TEXT_WORD_LIMIT } from '../../domain/constants';
import { TEACHER_DASHBOARD_ITEMS } from '../../domain/dashboards';
import { catalogueAccess } from '../catalogueAccess';

/**
 * The teacher dashboard per interface language (issue 12; seed 2.6 and 6: dashboard_admin is the
 * "teacher dashboard manager"): which items show and in what order, the welcome box, and the
 * link lists, one link per line as `label | https://…` (like organisations' quickLinks). A
 * language without its own configuration uses English's, else the default items.
 */
export const dashboard_configs = defineResource({
  name: 'dashboard_configs',
  icon: 'SpaceDashboard',
  recordTitle: 'locale',
  attributes: {
    locale: enumOf(LOCALES, { required: true, unique: { identifier: 'dashboardLocaleUsed' } }),
    items: stringList({ values: TEACHER_DASHBOARD_ITEMS, default: [...TEACHER_DASHBOARD_ITEMS] }),
    welcomeTitle: text({ maxLength: 150 }),
    welcomeBody: longText({ maxWords: TEXT_WORD_LIMIT }),
    quickLinks: longText(),
    caseStudies: longText(),
    additionalResources: longText(),
  },
  access: catalogueAccess('dashboard_admin'),
  list: { columns: ['locale', 'welcomeTitle', 'items'], sort: 'locale', filters: ['locale'] },
});
