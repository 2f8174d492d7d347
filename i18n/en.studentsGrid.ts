/**
 * The teacher's Students grid (issue 25; custom-pages/lessons/StudentsTab.tsx): every student of
 * the lesson's class, joined or not, their step, whether they answered it, when last seen.
 * Relative times ("2 minutes ago") come from the browser's Intl in the reader's language.
 */
export const studentsGridEn = {
  label: 'Students and their progress',
  summary: '{{joined}} of {{total}} joined',
  none: 'No students yet: in a lesson without a class, students appear here as they join.',
  loadFailed: "The students' progress could not be read.",
  columns: {
    name: 'Name',
    joined: 'Joined',
    step: 'Step',
    answered: 'Answered',
    lastSeen: 'Last seen',
    actions: 'Actions',
  },
  joined: 'Joined',
  notJoined: 'Not joined',
  activity: 'Activity {{activity}}',
  activityTask: 'Activity {{activity}} · Task {{task}}',
  answered: 'Answered',
  notAnswered: 'Not answered',
  nothingToAnswer: 'Nothing to answer',
  noStep: 'No step',
  neverSeen: 'Not seen',
} as const;
