// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Notification, testDataProvider, type CreateParams, type GetListParams, type I18nProvider } from 'react-admin';
import { toHttpError } from '../../dataProvider';
import { classes, meetings, tags } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { GeneratedCreate } from './GeneratedCreate';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

type CreateAnswer = (params: CreateParams) => Promise<{ data: Record<string, unknown> }>;
const created: CreateAnswer = (params) => Promise.resolve({ data: { ...params.data, id: '7' } });

function renderCreate(def: ResourceDef, answer: CreateAnswer = created) {
  const create = vi.fn((_resource: string, params: CreateParams) => answer(params));
  const getList = vi.fn((_resource: string, _params: GetListParams) => Promise.resolve({ data: [], total: 0 }));
  const dataProvider = testDataProvider({
    getList: getList as never,
    getMany: () => Promise.resolve({ data: [] }),
    create: create as never,
  });
  render(
    <Harness i18nProvider={i18n} dataProvider={dataProvider}>
      <GeneratedCreate def={def} />
      <Notification />
    </Harness>,
  );
  return { create, getList };
}

const nameInput = (): HTMLElement => screen.getByLabelText('Name *');
const save = (): void => {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
};

describe('generated Create form', () => {
  it("offers a class only students to pick, as the schema's relation declares (teachers would be refused)", async () => {
    const { getList } = renderCreate(classes);
    await waitFor(() => expect(getList.mock.calls.map(([resource]) => resource)).toContain('users'));
    const usersQuery = getList.mock.calls.find(([resource]) => resource === 'users')?.[1];
    expect(usersQuery?.filter).toEqual({ role: 'student' });
  });

  it("shows 'This field cannot be blank' for a missing required name, tied to the field", async () => {
    const { create } = renderCreate(tags);
    await screen.findByLabelText('Name *');
    save();
    const message = await screen.findByText('This field cannot be blank');
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(nameInput().getAttribute('aria-describedby')).toContain(message.closest('[id]')?.id ?? 'missing');
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the translated max-length message with the limit filled in', async () => {
    const { create } = renderCreate(tags);
    fireEvent.change(await screen.findByLabelText('Name *'), { target: { value: 'x'.repeat(101) } });
    save();
    expect(await screen.findByText('must be no more than 100 characters')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends a valid record to the data provider', async () => {
    const { create } = renderCreate(tags);
    fireEvent.change(await screen.findByLabelText('Name *'), { target: { value: 'Maths' } });
    save();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[1].data).toMatchObject({ name: 'Maths' });
  });

  it('shows a refused field on its input and names it in the notification', async () => {
    const refusal = { status: '403', title: 'Forbidden', detail: 'This field cannot be written.', source: { pointer: '/data/attributes/name' }, meta: { error_identifier: 'invalidField' } };
    const description = { ...refusal, source: { pointer: '/data/attributes/description' } };
    renderCreate(tags, () => Promise.reject(toHttpError(403, { errors: [refusal, description] }, tags)));
    fireEvent.change(await screen.findByLabelText('Name *'), { target: { value: 'Maths' } });
    save();
    // Every refused field is named, so a refusal is understood even where its input is out of view.
    expect(await screen.findByText('Name: This field cannot be written. Description: This field cannot be written.')).toBeTruthy();
    await waitFor(() => expect(nameInput().getAttribute('aria-invalid')).toBe('true'));
  });

  it("starts from the definition's defaults and checks number bounds", async () => {
    const { create } = renderCreate(meetings);
    const duration = (await screen.findByLabelText('Duration (minutes) *')) as HTMLInputElement;
    expect(duration.value).toBe('60');
    fireEvent.change(duration, { target: { value: '15' } });
    save();
    expect(await screen.findByText('Must be at least 16')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});
