/**
 * English texts of the bulk CSV import dialog (custom-pages/csv-import) and the seed's shared
 * drop-zone keys (section 8: files.*). The rule messages themselves are `errors.import.*`.
 */
export const filesEn = {
  dragDropCsv: 'Drag and drop your CSV file here',
  or: 'or',
  browseFiles: 'Browse files',
} as const;

export const csvImportEn = {
  title: 'Import users from a CSV file',
  openButton: 'Import CSV',
  role: 'Who are you importing?',
  roles: { admin: 'Admins', teacher: 'Teachers', student: 'Students' },
  template: 'Download the {{role}} template',
  headerHint: 'The first row must be: {{header}}',
  fileLabel: 'CSV file',
  chosenFile: 'Chosen file: {{name}}',
  noFile: 'No file chosen yet.',
  removeFile: 'Remove file',
  checking: 'Checking the file…',
  summary_one: '{{count}} row ready to import.',
  summary_other: '{{count}} rows ready to import.',
  problemRows_one: '{{count}} row has a problem.',
  problemRows_other: '{{count}} rows have a problem.',
  duplicates_one: '{{count}} duplicate row will be ignored.',
  duplicates_other: '{{count}} duplicate rows will be ignored.',
  problemsTitle: 'Fix these problems, then choose the file again:',
  onlyProblems: 'Only rows with problems',
  preview: 'Preview of the rows',
  columns: { line: 'Row', status: 'Status', first_name: 'First name', last_name: 'Last name', email: 'Email', class_name: 'Class name' },
  rowOk: 'OK',
  rowProblem: 'Problem',
  uploading: 'Uploading… {{percent}}%',
  result: {
    title: 'Import finished',
    created_one: '{{count}} person added.',
    created_other: '{{count}} people added.',
    skipped_one: '{{count}} person already had an account and was left as they were.',
    skipped_other: '{{count}} people already had an account and were left as they were.',
    duplicates_one: '{{count}} duplicate row of the file was ignored.',
    duplicates_other: '{{count}} duplicate rows of the file were ignored.',
    toList: 'Go to the list',
  },
  ok: 'Import',
  cancel: 'Cancel',
} as const;
