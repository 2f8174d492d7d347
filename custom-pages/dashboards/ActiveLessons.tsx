/**
 * The viewer's active lessons (seed 2.6): each links to its lesson page and shows the passphrase
 * the class joins with and the class. The records are read through the ordinary lessons reader
 * in one request with their plans and classes
 * (`GET /lessons?filter[id]=…&page[size]=…&include=lesson_plan,class`), kept in the document's order.
 */
import type { ReactElement } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { Prefetched } from '../../dataProvider/types';
import { lessonPlansPath } from '../lesson-plans/paths';
import { classDisplayName, findRecord, LESSON_LIST_INCLUDE } from '../lessons/lessonRecords';
import { lessonPath } from '../lessons/paths';
import { DashboardCard } from './DashboardCard';
import { EmptyText } from './DashboardLinks';
import { ItemStatus } from './ItemStatus';
import { useOpensFor } from './useOpensFor';
import { inOrder } from './useRecordsInOrder';

function useActiveLessons(ids: readonly string[]) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['lessons', 'dashboard', ids],
    queryFn: async ({ signal }) => {
      const result = (await dataProvider.getMany('lessons', { ids: [...ids], meta: { include: LESSON_LIST_INCLUDE }, signal })) as {
        data: RaRecord[];
        meta?: { prefetched?: Prefetched };
      };
      return { lessons: inOrder(ids, result.data), included: result.meta?.prefetched ?? {} };
    },
    enabled: ids.length > 0,
    retry: false,
  });
}

const planNameIn = (records: readonly RaRecord[] | undefined, id: unknown): string | undefined => {
  const found = findRecord(records, id);
  return typeof found?.name === 'string' && found.name !== '' ? found.name : undefined;
};

function LessonRow({ lesson, included }: { lesson: RaRecord; included: Prefetched }): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const name = planNameIn(included.lesson_plans, lesson.lessonPlanId) ?? translate('dashboards.activeLessons.untitled', { id: lesson.id });
  const className = classDisplayName(findRecord(included.classes, lesson.classId));
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
      <Typography component="h3" variant="subtitle1">
        <Link component={RouterLink} to={lessonPath(basename, lesson.id)}>
          {name}
        </Link>
      </Typography>
      {typeof lesson.passphrase === 'string' && lesson.passphrase !== '' && (
        <Typography variant="body2">{translate('dashboards.activeLessons.passphrase', { passphrase: lesson.passphrase })}</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {className ? translate('dashboards.activeLessons.class', { name: className }) : translate('dashboards.activeLessons.noClass')}
      </Typography>
    </Box>
  );
}

export function ActiveLessons({ ids }: { ids: readonly string[] }): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const opens = useOpensFor();
  const query = useActiveLessons(ids);
  const lessons = query.data?.lessons ?? [];
  const empty = ids.length === 0 || (query.isSuccess && lessons.length === 0);
  return (
    <DashboardCard item="active_lessons">
      {empty ? (
        <EmptyText
          text={translate('dashboards.activeLessons.empty')}
          action={opens(lessonPlansPath(basename)) ? { to: lessonPlansPath(basename), label: translate('dashboards.activeLessons.planLessons') } : undefined}
        />
      ) : query.isSuccess ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {lessons.map((lesson) => (
            <LessonRow key={lesson.id} lesson={lesson} included={query.data.included} />
          ))}
        </Box>
      ) : (
        <ItemStatus failed={query.isError} />
      )}
    </DashboardCard>
  );
}
