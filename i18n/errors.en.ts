/**
 * English error texts shared by the server (rendered into JSON:API `detail`) and the console.
 * Keys follow the seed (section 5 form messages, section 8 API errors). Pure data: no React.
 */
export const errorsEn = {
  form: {
    fieldNoBlank: 'This field cannot be blank',
    required: 'Required',
    emailInvalid: 'Please enter a valid email address',
    emailOrganizationInvalid: 'Please use your organisation email address',
    emailNotUnique: 'This email is already in use',
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
    actionNotAllowed: 'This action cannot be performed.',
    subscriptionExpired: 'Your subscription has expired.',
    defaultLicenseMissing: 'The default licence does not exist.',
    limitReached: 'The limit has been reached.',
    lessonActive: 'A lesson is already active for this class.',
    creationError: 'The record could not be created.',
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
    scheduleAffectsAttendees: 'Scheduled attendees this change affects: {{count}}. Confirm to reschedule them.',
    invalidTimezone: 'This is not a known time zone.',
    invalidTime: 'Enter the time as HH:mm.',
    notSupported: 'This file type is not supported.',
    invalidResetToken: 'This reset link is not valid any more. Ask for a new one.',
    noConnection: 'No internet connection. Check your connection and try again.',
  },
} as const;

/** Fills `{{name}}` placeholders, the i18next interpolation syntax the console uses too. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
