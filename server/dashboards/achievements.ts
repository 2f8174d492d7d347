/** GET /user/achievements (issue 12): the viewer's achievements over all their records. */
import { achievementProgress } from '../../domain/achievements';
import type { AchievementProgress } from '../../domain/dashboards';
import type { Db } from '../db/client';
import { personFigures } from './figures';

export async function achievementsOf(db: Db, userId: string): Promise<AchievementProgress[]> {
  return achievementProgress(await personFigures(db, userId));
}
