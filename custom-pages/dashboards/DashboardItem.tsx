/** One item of the teacher dashboard by its key (domain/dashboards.ts): the closed switch from item to component. */
import type { ReactElement } from 'react';
import type { TeacherDashboardItem } from '../../domain/dashboards';
import { ActiveLessons } from './ActiveLessons';
import { ContentList } from './ContentList';
import { ExploreStoryWorlds } from './ExploreStoryWorlds';
import { GetStarted } from './GetStarted';
import { JourneyFigures } from './JourneyFigures';
import { LinksItem } from './LinksItem';
import { NewCollections } from './NewCollections';
import { NotificationSettings } from './NotificationSettings';
import { SearchLessons } from './SearchLessons';
import type { TeacherDashboardView } from './teacherDashboardDocument';
import { UnlockContent } from './UnlockContent';
import { WelcomeBox } from './WelcomeBox';

export function DashboardItem({ item, dashboard }: { item: TeacherDashboardItem; dashboard: TeacherDashboardView }): ReactElement {
  switch (item) {
    case 'welcome_box':
      return <WelcomeBox dashboard={dashboard} />;
    case 'get_started':
      return <GetStarted />;
    case 'journey_figures':
      return <JourneyFigures dashboard={dashboard} />;
    case 'active_lessons':
      return <ActiveLessons ids={dashboard.activeLessonIds} />;
    case 'explore_story_worlds':
      return <ExploreStoryWorlds />;
    case 'search_lessons':
      return <SearchLessons />;
    case 'unlock_content':
      return <UnlockContent />;
    case 'recently_viewed':
      return <ContentList item={item} ids={dashboard.recentlyViewedIds} />;
    case 'new_story_worlds':
      return <ContentList item={item} ids={dashboard.newStoryWorldIds} />;
    case 'free_to_you':
      return <ContentList item={item} ids={dashboard.freeContentIds} />;
    case 'new_collections':
      return <NewCollections ids={dashboard.newCollectionIds} />;
    case 'case_studies':
      return <LinksItem item={item} links={dashboard.caseStudies} />;
    case 'additional_resources':
      return <LinksItem item={item} links={dashboard.additionalResources} />;
    case 'notification_settings':
      return <NotificationSettings />;
  }
}
