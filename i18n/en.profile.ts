/** Every signed-in person’s profile (custom-pages/profile; issue 12, seed 2.6 and 3). */
import { OWN_LANGUAGE_NAMES } from './languageNames';

export const profileEn = {
  /** The header's account button, with the viewer's avatar. */
  account: 'My profile: {{name}}',
  loadFailed: 'Your profile could not be loaded. Please try again.',
  save: 'Save',
  saved: 'Profile saved',
  nothingChanged: 'Nothing to save: no field has changed.',
  details: { title: 'Details' },
  notifications: {
    title: 'Email notifications',
    intro: 'Choose which emails we send you.',
    saved: 'Email preferences saved',
  },
  photo: {
    title: 'Photo',
    current: 'Your photo',
    initials: 'Your initials, shown while you have no photo',
    none: 'No photo yet: your initials show instead. Choose or drop a JPG or PNG image of at most {{size}} MB.',
    hint: 'Choose or drop a JPG or PNG image of at most {{size}} MB to replace it.',
    choose: 'Upload a photo',
    remove: 'Remove photo',
    uploading: 'Uploading: {{percent}}%',
    uploaded: 'Photo uploaded',
    removed: 'Photo removed',
    notSupported: 'This file type is not supported. Choose a JPG or PNG image.',
    tooLarge: 'This image is too large. Choose one of at most {{size}} MB.',
  },
  language: {
    title: 'Language',
    intro: 'The language of the interface, kept with your profile for your next visit.',
    saved: 'Language saved',
  },
  password: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    changed: 'Password changed',
  },
  achievements: {
    title: 'Achievements',
    failed: 'Your achievements could not be loaded. Please try again later.',
    empty: 'No achievements yet.',
    progress: '{{progress}} of {{goal}}',
    achieved: 'Achieved',
    first_lesson: 'Teach your first lesson',
    ten_lessons: 'Teach {{goal}} lessons',
    hundred_students: 'Reach {{goal}} students',
    first_collection: 'Make your first collection',
    explorer: 'Open {{goal}} library items',
    collector: 'Add {{goal}} favourites',
  },
  /** Languages a person speaks, each named in its own language. */
  languageNames: OWN_LANGUAGE_NAMES,
} as const;
