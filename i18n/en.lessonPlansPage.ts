/**
 * The teacher's lesson plan library and editor (custom-pages/lesson-plans; seed 2.6, 3, 4, 8).
 * Field and value labels are the resources' own (`resources.lesson_plans.*`,
 * `resources.lesson_plan_activities.*`, `resources.lesson_plan_tasks.*`); the auto-save label is
 * the seed's `actions.autoSaveOn`, the refusals `errors.api.lessonPlanInUse*` and `lessonShare`,
 * the copy marker `resources.lesson_plans.copyMarker` (the server's default too).
 */
export const lessonPlansPageEn = {
  title: 'Lesson plans',
  newPlan: 'New lesson plan',
  tabs: {
    label: 'Lesson plan library',
    product: 'Product lesson plans',
    mine: 'My lesson plans',
    school: 'School lesson plans',
  },
  filters: {
    type: 'Type',
    allTypes: 'All types',
    search: 'Search by name',
  },
  empty: {
    product: 'No product lesson plans yet.',
    mine: 'You have no lesson plans yet. Make a new one, or duplicate one of the product’s.',
    school: 'No colleague has shared a lesson plan with your school yet.',
    filtered: 'No lesson plans match your search.',
  },
  loadFailed: 'The lesson plans could not be loaded.',
  card: {
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    updated: 'Last updated {{date}}',
    by: 'By {{name}}',
    product: 'Product lesson plan',
    shared: 'Shared',
    inUse: 'In use',
  },
  actions: {
    open: 'Open',
    duplicate: 'Duplicate',
    share: 'Share with my school',
    unshare: 'Stop sharing',
    delete: 'Delete',
    /** Accessible names of a card's buttons: the visible word, then the plan. */
    named: '{{action}}: {{name}}',
  },
  toasts: {
    shared: 'Shared with your school.',
    unshared: 'No longer shared with your school.',
    deleted: 'Lesson plan deleted.',
  },
  delete: {
    title: 'Delete “{{name}}”?',
    text: 'The lesson plan, its activities and its tasks are deleted for good.',
    inUseTitle: '“{{name}}” is in use',
    close: 'Close',
  },
  editor: {
    newTitle: 'New lesson plan',
    editTitle: 'Edit lesson plan',
    viewTitle: 'Lesson plan',
    back: 'Back to lesson plans',
    loadFailed: 'The lesson plan could not be loaded.',
    status: {
      label: 'Saving',
      saving: 'Saving…',
      saved: 'Saved',
      unsaved: 'Not saved yet: check the highlighted fields.',
      error: 'Not saved: the server could not be reached. Your changes are kept and saved with your next edit.',
    },
    details: 'Plan details',
    activities: 'Activities',
    noActivities: 'No activities yet. Add the first one.',
    activityHeading: 'Activity {{position}}: {{name}}',
    untitledActivity: 'Activity {{position}}',
    addActivity: 'Add activity',
    removeActivity: 'Remove activity {{name}}',
    tasks: 'Tasks of {{name}}',
    noTasks: 'No tasks yet.',
    taskHeading: 'Task {{position}}: {{name}}',
    untitledTask: 'Task {{position}}',
    addTask: 'Add task to {{name}}',
    removeTask: 'Remove task {{name}}',
    move: {
      up: 'Move {{name}} up',
      down: 'Move {{name}} down',
      drag: 'Drag to re-order',
    },
    moved: 'Moved {{name}} to position {{position}}',
    removed: 'Removed {{name}}',
    choices: {
      label: 'Choices',
      choice: 'Choice {{number}}',
      add: 'Add choice',
      remove: 'Remove choice {{number}}',
      max: 'A task has at most {{count}} choices.',
      selection: 'Answers',
      single: 'One answer',
      multiple: 'Several answers',
    },
    rating: {
      preview: 'Students rate from 1 to {{count}}.',
    },
    content: {
      label: 'Library item',
      hint: 'Type at least {{count}} characters to search the library.',
      none: 'No library items found',
      loading: 'Searching…',
    },
    tags: {
      none: 'No tags found',
    },
    readOnly: {
      product: 'This is one of the product’s lesson plans. Duplicate it to make your own copy.',
      colleague: 'This lesson plan belongs to a colleague. Duplicate it to make your own copy.',
    },
    leave: {
      title: 'Leave this lesson plan?',
      text: 'Some changes are not saved: a field still needs fixing. If you leave now, they are lost.',
      stay: 'Stay',
      leave: 'Leave',
    },
  },
} as const;
