// @vitest-environment jsdom
/** The import dialog as an organisation admin sees it: checks before upload, preview, upload, failure. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { httpError } from '../../dataProvider/errors';
import type { UploadParams } from '../../dataProvider/memberAction';
import { CsvImportDialog, type CsvImportDialogProps } from './CsvImportDialog';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** react-admin's useDataProvider logs every rejection; the failures here are the point of the test. */
const quietDataProviderLog = (): void => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
};

const STUDENTS = 'first_name,last_name,class_name\nAda,Lovelace,5B\nAlan,Turing,5B\n';
const csv = (text: string, name = 'people.csv', type = 'text/csv'): File => new File([text], name, { type });

type Upload = (resource: string, params: UploadParams) => Promise<{ data: undefined; meta: Record<string, unknown> | undefined }>;

const accepted: Upload = () => Promise.resolve({ data: undefined, meta: { created: 2, skipped: 0 } });

/** `upload` answers the import itself, `dryRun` the server check (`?dry_run=true`) before OK. */
function renderDialog(upload: Upload = accepted, extra: Partial<CsvImportDialogProps> = {}, dryRun: Upload = accepted) {
  const onDone = vi.fn();
  const uploadSpy = vi.fn<Upload>((resource, params) => (params.query?.dry_run === 'true' ? dryRun(resource, params) : upload(resource, params)));
  const getList = vi.fn(() => Promise.resolve({ data: [{ id: '1' }], total: 2 }));
  const dataProvider = { ...testDataProvider({ getList: getList as never }), upload: uploadSpy };
  render(
    <Harness i18nProvider={i18n} dataProvider={dataProvider}>
      <CsvImportDialog
        roles={['teacher', 'student']}
        initialRole="student"
        organizationId="current"
        seatOrganization={null}
        onClose={() => undefined}
        onDone={onDone}
        {...extra}
      />
    </Harness>,
  );
  return { onDone, upload: uploadSpy };
}

const choose = (file: File): void => {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
};
const okButton = (): HTMLElement => screen.getByRole('button', { name: 'Import' });
const rowOf = (text: string): HTMLElement => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('CSV import dialog', () => {
  it('starts with no file and OK disabled; offers the role template and the drop zone', async () => {
    renderDialog();
    expect(await screen.findByText('No file chosen yet.')).toBeTruthy();
    expect(okButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Drag and drop your CSV file here')).toBeTruthy();
    const template = screen.getByRole('link', { name: 'Download the students template' });
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain('first_name,last_name,class_name');
  });

  it('names the expected header when the first row is wrong, and keeps OK disabled', async () => {
    renderDialog();
    choose(csv('first_name,last_name,email\nAda,Lovelace,ada@school.example\n'));
    expect(await screen.findByText('The first row must be exactly: first_name,last_name,class_name')).toBeTruthy();
    expect(okButton().hasAttribute('disabled')).toBe(true);
  });

  it('refuses a file type it does not support without reading it', async () => {
    renderDialog();
    choose(csv('not a csv', 'photo.png', 'image/png'));
    expect(await screen.findByText('This file type is not supported. Upload a .csv or .txt file.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(okButton().hasAttribute('disabled')).toBe(true);
  });

  it('marks rows with problems by icon and text, lists the message, filters to those rows, and disables OK', async () => {
    renderDialog();
    choose(csv('first_name,last_name,class_name\nAda,Lovelace,5B\nAlan,Turing,\nGrace,,6A\n'));
    expect(await screen.findByText('Row 3 is missing a class name.')).toBeTruthy();
    expect(screen.getByText('Row 4 is missing a surname.')).toBeTruthy();
    // Only the row without a problem is counted as ready; the others are counted apart.
    expect(screen.getByText('1 row ready to import. 2 rows have a problem.')).toBeTruthy();
    expect(within(rowOf('Alan')).getByText('Problem')).toBeTruthy();
    expect(within(rowOf('Ada')).getByText('OK')).toBeTruthy();
    expect(rowOf('Alan').getAttribute('aria-invalid')).toBe('true');
    expect(okButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Only rows with problems' }));
    expect(screen.queryByRole('cell', { name: 'Ada' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Alan' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Grace' })).toBeTruthy();
  });

  it('puts the preview in a named region the keyboard can focus, so its rows can be scrolled without a mouse', async () => {
    renderDialog();
    choose(csv(STUDENTS));
    const region = await screen.findByRole('region', { name: 'Preview of the rows' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Preview of the rows' })).toBeTruthy();
    region.focus();
    expect(document.activeElement).toBe(region);
  });

  it('reports the seat limit when the school has fewer seats left than rows', async () => {
    renderDialog(undefined, { seatOrganization: { id: '9', studentsLimit: 3 } });
    choose(csv(STUDENTS));
    expect(await screen.findByText('The file has 2 people but only 1 seat is left.')).toBeTruthy();
    expect(okButton().hasAttribute('disabled')).toBe(true);
  });

  it('enables OK for a clean file, posts it as multipart with role and organisation showing progress, then says what it added and skipped', async () => {
    let finish: (() => void) | undefined;
    const { upload, onDone } = renderDialog(
      (_resource, params) =>
        new Promise((resolve) => {
          params.onProgress?.(0.5);
          finish = () => resolve({ data: undefined, meta: { created: 2, skipped: 1, duplicate_lines: [4] } });
        }),
    );
    choose(csv(STUDENTS));
    expect(await screen.findByText('2 rows ready to import.')).toBeTruthy();
    await waitFor(() => expect(okButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(okButton());
    expect(await screen.findByRole('progressbar', { name: 'Uploading… 50%' })).toBeTruthy();
    const fields = { role: 'student', organization_id: 'current' };
    expect(upload.mock.calls.map(([resource, p]) => [resource, p.action, p.filename, p.fields, p.query])).toEqual([
      ['users', 'imports', 'people.csv', fields, { dry_run: 'true' }],
      ['users', 'imports', 'people.csv', fields, undefined],
    ]);
    expect(await upload.mock.calls[1]?.[1].file.text()).toBe(STUDENTS);
    finish?.();
    // What the import did stays on screen until the person goes on.
    const result = await screen.findByRole('status');
    expect(result.textContent).toBe(
      'Import finished2 people added.1 person already had an account and was left as they were.1 duplicate row of the file was ignored.',
    );
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the list' }));
    expect(onDone).toHaveBeenCalledWith({ created: 2, skipped: 1, duplicates: 1 }, 'student');
  });

  it("says 'Upload failed. Please try again.' when the upload fails, and lets the user retry", async () => {
    quietDataProviderLog();
    renderDialog(() => Promise.reject(httpError('errors.api.noConnection', 0)));
    choose(csv(STUDENTS));
    await waitFor(() => expect(okButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(okButton());
    expect(await screen.findByText('Upload failed. Please try again.')).toBeTruthy();
    expect(okButton().hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's verdict as messages and highlights the rows it names", async () => {
    quietDataProviderLog();
    // As server/routes/userImports.ts sends them: the catalogue key and values in meta, the row in the pointer.
    const verdict = [
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: 'Row 3 is missing a class name.',
        source: { pointer: '/rows/3' },
        meta: { error_identifier: 'missingClassName', error_key: 'errors.import.missingClassName', values: { count: 1, lines: '3' } },
      },
      {
        status: '422',
        code: '801',
        title: 'Unprocessable Entity',
        detail: 'The file has 2 people but only 1 seat is left.',
        meta: { error_identifier: 'studentLimit', error_key: 'errors.import.seatLimit', values: { rows: 2, count: 1 } },
      },
    ];
    renderDialog(() => Promise.reject(httpError('Row 3 …', 422, {}, verdict)));
    choose(csv(STUDENTS));
    await waitFor(() => expect(okButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(okButton());
    expect(await screen.findByText('Row 3 is missing a class name.')).toBeTruthy();
    expect(screen.getByText('The file has 2 people but only 1 seat is left.')).toBeTruthy();
    expect(within(rowOf('Alan')).getByText('Problem')).toBeTruthy();
    expect(within(rowOf('Ada')).getByText('OK')).toBeTruthy();
    expect(okButton().hasAttribute('disabled')).toBe(true);
  });

  it("shows the server check's verdict before OK, and keeps OK disabled", async () => {
    quietDataProviderLog();
    const verdict = [{ status: '403', title: 'Forbidden', detail: 'You are not authorised to view this information.', meta: { error_identifier: 'forbidden' } }];
    const { upload } = renderDialog(accepted, {}, () => Promise.reject(httpError('errors.api.forbidden', 403, {}, verdict)));
    choose(csv(STUDENTS));
    expect(await screen.findByText('You are not authorised to view this information.')).toBeTruthy();
    expect(okButton().hasAttribute('disabled')).toBe(true);
    expect(upload.mock.calls.every(([, p]) => p.query?.dry_run === 'true')).toBe(true);
  });
});
