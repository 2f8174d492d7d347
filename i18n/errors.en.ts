/**
 * English error texts shared by the server (rendered into JSON:API `detail`) and the console.
 * Keys follow the seed (section 5 form messages, section 8 API errors). Pure data: no React.
 */
import { interpolate } from './lookup';

export const errorsEn = {
  form: {
    fieldNoBlank: 'This field cannot be blank',
    fieldNotApplicable: 'This field does not apply to this record',
    required: 'Required',
    emailInvalid: 'Please enter a valid email address',
    emailOrganizationInvalid: 'Please use your organisation email address',
    emailNotUnique: 'This email is already in use',
    accountExists: 'An account with this email already exists',
    consentRequired: 'you need to check the checkbox',
    passwordLength: 'Password must be at least {{value}} characters',
    passwordMismatch: 'Passwords do not match',
    maxLength: 'must be no more than {{value}} characters',
    maxWords: 'must be no more than {{value}} words',
    wholeNumber: 'Must be a whole number',
    number: 'Must be a number',
    min: 'Must be at least {{value}}',
    max: 'Must be at most {{value}}',
    oneOf: 'Must be one of: {{value}}',
    date: 'Must be a valid date',
    boolean: 'Must be yes or no',
    list: 'Must be a list',
    mapOfBooleans: 'Must be a set of yes/no choices',
    mapOfTexts: 'Must be a text for each of the listed keys',
    // Seed section 5, wording kept as the seed has it.
    teachersLimitBelowCount: 'need to be 0 or higher that the current number of teachers',
    studentsLimitBelowCount: 'need to be 0 or higher that the current number of students',
    studentOfAnotherSchool: 'Only students of this school can be added to the class.',
    emailSchoolInvalid: 'Please use your school email address. Free email addresses such as Gmail or Outlook cannot be used; contact us if you need help.',
  },
  // Bulk CSV import (seed sections 5 and 8); `_one` / `_other` pick the wording by count.
  import: {
    notSupported: 'This file type is not supported. Upload a .csv or .txt file.',
    fileTooLarge: 'The file must be smaller than {{size}}.',
    headerMismatch: 'The first row must be exactly: {{header}}',
    missingAnyEntries: 'The file has no rows to import.',
    thousandLimit: 'The file has more than {{max}} rows. Split it into smaller files.',
    missingFirstName_one: 'Row {{lines}} is missing a first name.',
    missingFirstName_other: 'Rows {{lines}} are missing a first name.',
    missingSurname_one: 'Row {{lines}} is missing a surname.',
    missingSurname_other: 'Rows {{lines}} are missing a surname.',
    missingClassName_one: 'Row {{lines}} is missing a class name.',
    missingClassName_other: 'Rows {{lines}} are missing a class name.',
    missingEmail_one: 'Row {{lines}} is missing an email address.',
    missingEmail_other: 'Rows {{lines}} are missing an email address.',
    invalidEmail: 'Row {{lines}} has an invalid email address.',
    invalidEmails: '{{count}} email addresses are invalid (rows {{lines}}).',
    seatLimit_one: 'The file has {{rows}} people but only {{count}} seat is left.',
    seatLimit_other: 'The file has {{rows}} people but only {{count}} seats are left.',
    uploadFailed: 'Upload failed. Please try again.',
  },
  api: {
    default: 'Something went wrong. Please try again or contact support.',
    forbidden: 'You are not authorised to view this information.',
    notFound: 'The record you asked for does not exist.',
    licenseNameUsed: 'This licence name is already used.',
    studentLimit: 'The student limit has been exceeded.',
    teacherLimit: 'The teacher limit has been exceeded.',
    childrenLimit: 'Only {{number}} children can be added.',
    emailUsed: 'This email is already used.',
    userExist: 'An account with this email already exists. Sign in instead.',
    usernameUsed: 'This username is already taken.',
    actionNotAllowed: 'This action cannot be performed.',
    deleteSelf: 'You cannot delete your own account.',
    subscriptionExpired: 'Your subscription has expired.',
    defaultLicenseMissing: 'The default licence does not exist.',
    limitReached: 'The limit has been reached.',
    lessonActive: 'A lesson is already active for this class.',
    creationError: 'The record could not be created.',
    userCreateFail: 'The account could not be created. Please try again or contact support.',
    deletionError: 'The record could not be deleted.',
    incorrectCredentials: 'Incorrect email, username or password.',
    loginNotAllowed: 'Login is not allowed for this account. Please contact support.',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    unauthenticated: 'Please sign in to continue.',
    badRequest: 'The request is not valid.',
    unsupportedMediaType: 'Requests must use the JSON:API media type.',
    notAcceptable: 'Responses are only available as JSON:API.',
    conflict: 'The request conflicts with the resource type.',
    invalidField: 'This field cannot be written.',
    payloadTooLarge: 'The request body is too large.',
    notImplemented: 'This service is not configured.',
    ssoNotConfigured: 'Sign-in with this provider is not set up here.',
    ssoFailed: 'Sign-in with this provider did not succeed. Please try again or contact support.',
    ssoStateMismatch: 'This sign-in did not start on this page, has expired or was already used. Please start again with the sign-in button.',
    ssoNonceMismatch: 'The provider’s answer does not belong to this sign-in. Please start again with the sign-in button.',
    ssoCodeRefused: 'The provider did not accept this sign-in: it has expired, was already used or belongs to another sign-in. Please start again with the sign-in button.',
    serviceUnavailable: 'An outside service did not answer. Please try again later.',
    scheduleAffectsAttendees: 'Scheduled attendees this change affects: {{count}}. Confirm to reschedule them.',
    invalidTimezone: 'This is not a known time zone.',
    holidayDate: "Webinars are not held on New Year's Day or Christmas Day: choose another date, or a repeating schedule.",
    invalidTime: 'Enter the time as HH:mm.',
    joinNotAllowed: 'Only teachers with this school’s email address, or invited by a colleague, can join it. Ask a colleague to invite you.',
    occurrenceOfAnotherMeeting: 'This session belongs to another webinar. Choose one of this webinar’s sessions.',
    occurrenceNotBookable: 'This session cannot be booked any more. Please choose another time.',
    alreadyBooked: 'You are already booked on this session. Your confirmation email has the join link.',
    notSupported: 'This file type is not supported.',
    invalidResetToken: 'This reset link is not valid any more. Ask for a new one.',
    currentPasswordInvalid: 'Your current password is not correct.',
    noConnection: 'No internet connection. Check your connection and try again.',
    consentRequired: 'Please tick this box to accept it and continue.',
    confirmationError: 'This confirmation link is not valid or has already been used.',
    alreadyInOrganization: 'You already belong to an organisation.',
    // The library (issue 10): collections, favourites, lesson plans.
    collectionTooFewItems: 'A collection needs at least {{count}} items to be published.',
    favouriteTarget: 'Choose either a content item or a collection.',
    favouriteExists: 'This is already in your favourites.',
    lessonPlanInUseEdit: 'This lesson plan is used in a lesson and cannot be edited. Duplicate it instead.',
    lessonPlanInUseDelete: 'This lesson plan is used in a lesson and cannot be deleted.',
    lessonShare: 'Unable to share this lesson plan.',
    licenceNeeded: 'Lesson plans and lessons need your school’s trial or subscription, and your school has none running. Book a webinar for a free trial, or get in touch with us.',
    /** Not a refusal: the seed lists this toast among its named messages (section 8). */
    lessonPlanDuplicated: 'Lesson plan duplicated. This copy is yours to edit.',
    searchTermTooShort: 'Search terms need at least {{count}} characters.',
    taskChoicesTooFew: 'A multiple-choice task needs at least {{count}} choices.',
    taskCorrectChoiceUnknown: "A correct choice must be one of the task's choices.",
    taskCorrectChoicesTooMany: 'Only one choice can be correct when students pick one choice.',
    lessonRevealNotQuiz: 'Only a multiple-choice task with correct choices can be revealed.',
    lessonRevealFinal: 'An answer shown to the class cannot be hidden again.',
    quizAnswerRevealed: 'The answer has been shown to the class: answers to this task are closed.',
    // The live classroom (issue 11): lessons, passphrase logins and answers.
    lessonEnded: 'This lesson has ended.',
    lessonClassNotAllowed: 'A lesson at the front with no class cannot name a class.',
    lessonClassArchived: 'This class is archived.',
    lessonStepNotInPlan: 'This is not part of the lesson plan.',
    incorrectPassphrase: 'incorrect passphrase',
    studentAppNotAllowed: 'Your school does not use the student app. Ask your teacher how to join this lesson.',
    invalidPassphrase: 'Invalid passphrase',
    userNotAuthorized: 'User is not authorized',
    answerExists: 'You have already answered this task.',
    nameTaken: 'This name is already taken on another device. Ask your teacher to release it.',
    answerInvalid: 'This answer does not fit the task.',
    taskNotAnswerable: 'This task takes no answer.',
    // Every role's home (issue 12).
    dashboardLocaleUsed: 'This language already has a dashboard configuration.',
    // Webinar bookings (issue 13).
    attendanceTransition: 'This booking cannot be changed that way.',
    accessNotOpen: 'The webinar opens {{minutes}} minutes before it starts.',
    rescheduleClosed: 'This booking can no longer be rescheduled.',
    linkExpired: 'This webinar link has expired.',
    imageTooLarge: 'The image must be at most {{size}}.',
    imageTooManyPixels: 'The image has too many pixels: at most {{megapixels}} megapixels. Choose a smaller image.',
  },
} as const;


const englishPlural = new Intl.PluralRules('en');

/**
 * The English text of an `errors.*` catalogue key (e.g. `errors.import.seatLimit`), as i18next
 * renders it: with a numeric `values.count`, the `_one` / `_other` form when the key has them.
 * The server uses it for messages shared with the browser (domain/csvImport.ts).
 */
export function errorText(key: string, values: Record<string, string | number> = {}): string {
  const path = key.replace(/^errors\./, '').split('.');
  const leaf = path.pop() ?? '';
  let node: unknown = errorsEn;
  for (const part of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const texts = (node ?? {}) as Record<string, unknown>;
  const count = values.count;
  const plural = typeof count === 'number' ? texts[`${leaf}_${englishPlural.select(count)}`] ?? texts[`${leaf}_other`] : undefined;
  const template = plural ?? texts[leaf];
  return typeof template === 'string' ? interpolate(template, values) : key;
}
