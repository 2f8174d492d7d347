/** A child's quests from `GET /users/{id}/quests` (server/routes/childQuests.ts), for the child or their parent. */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import type { QuestProgress } from '../../domain/quests';

const isQuest = (v: unknown): v is QuestProgress => {
  const q = v as Partial<QuestProgress> | null;
  return typeof q?.key === 'string' && typeof q.progress === 'number' && typeof q.goal === 'number' && typeof q.achieved === 'boolean';
};

/** The query key: react-admin's `users` queries, so a change of the child refreshes it too. */
export const questsKey = (childId: Identifier): unknown[] => ['users', 'quests', String(childId)];

export function useChildQuests(childId: Identifier | undefined): UseQueryResult<QuestProgress[]> {
  const dataProvider = useDataProvider<EduDataProvider>();
  return useQuery({
    queryKey: questsKey(childId ?? ''),
    enabled: childId !== undefined && childId !== '',
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.readDocument({ path: `/users/${encodeURIComponent(String(childId))}/quests`, signal });
      const quests: unknown = data?.quests;
      return Array.isArray(quests) ? quests.filter(isQuest) : [];
    },
  });
}
