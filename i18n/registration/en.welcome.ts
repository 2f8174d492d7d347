/**
 * English texts of the welcome page (hero, email capture, statistics, FAQ, footer). The hero,
 * statistics, features and FAQ normally come from the site copy; `fallback` is what the page
 * shows when that service does not answer, so a visitor never meets a blank page.
 */
export const welcomeEn = {
  pageTitle: 'Welcome',
  capture: {
    formLabel: 'Start your free trial',
    label: 'Work email',
    placeholder: 'name@school.org',
    submit: 'Start free trial',
    footerTitle: 'Ready to try it with your class?',
    footerIntro: 'Enter your work email to start your free 14-day trial.',
    /** The parent's way in beside the school capture (issue 25). */
    parent: {
      question: 'Parent or carer?',
      text: 'Set up learning at home with any email address.',
      action: 'Sign up as a parent',
    },
    /** Shown for a free personal address instead of refusing it: the parent path, or a school's address. */
    personal: {
      title: '{{email}} is a personal email address.',
      parent: 'Parents and carers can sign up with it.',
      action: 'Continue as a parent',
      school: 'Signing up for a school? Please use your organisation email address.',
    },
  },
  statisticsLabel: 'In numbers',
  featuresLabel: 'What you get',
  fallback: {
    title: 'Stories that bring every lesson to life',
    subHead: 'Story worlds, films, 360 scenes and ready-made lesson plans for your classroom. Start a free 14-day trial with your work email.',
    faqTitle: 'Frequently asked questions',
    statistics: {
      storyWorlds: { value: '40+', title: 'story worlds to explore' },
      fullAccess: { value: '30 days', title: 'of full access after a free webinar' },
      rating: { value: '90%', title: 'of webinar participants rate it valuable' },
    },
    features: {
      devices: { title: 'Teach from the front or on every device', text: 'Show a story world to the whole class, or let students join a lesson on their own devices with a passphrase.' },
      lessonPlans: { title: 'Lesson plans ready to teach', text: 'Start from ready-made lesson plans, adapt them and share them with colleagues.' },
    },
  },
  footer: {
    label: 'Site links',
    information: 'Information',
    community: 'Community',
    company: 'Company',
    social: 'Follow us',
    links: {
      signIn: 'Sign in',
      privacy: 'Privacy policy',
      terms: 'Terms of use',
      helpCentre: 'Help centre',
      blog: 'Blog',
      webinars: 'Free webinars',
      holidayClubs: 'Holiday clubs',
      about: 'About us',
      careers: 'Careers',
      contact: 'Contact us',
    },
    socialLinks: {
      facebook: 'Facebook',
      x: 'X (Twitter)',
      linkedin: 'LinkedIn',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    socialName: '{{network}} (opens in a new tab)',
    copyright: '© {{year}} Education platform',
  },
} as const;
