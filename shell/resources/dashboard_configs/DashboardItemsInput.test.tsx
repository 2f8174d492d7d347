// @vitest-environment jsdom
/**
 * The console's teacher dashboard configuration as a dashboard_admin edits it: the items show in
 * their saved order, ticks and move buttons (keyboard-usable, named after the item) change the
 * order, and Save sends the new order; the menu offers the screen to dashboard admins only.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { testDataProvider, type CreateParams, type I18nProvider, type UpdateParams } from 'react-admin';
import { resolveResource, toResourceObject } from '../../../dataProvider';
import { TEACHER_DASHBOARD_ITEMS } from '../../../domain/dashboards';
import { RESOURCES } from '../../../resources';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import { viewerAuthProvider } from '../../../tests/ui/chromeHarness';
import { viewer } from '../../../tests/ui/viewers';
import { menuResources } from '../../generator/menuResources';
import { moveItem } from './DashboardItemsInput';
import { DashboardConfigCreate, DashboardConfigEdit } from './index';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const WAIT = { timeout: 5000 };
const RECORD = { id: '1', locale: 'en', items: ['welcome_box', 'get_started', 'journey_figures'], welcomeTitle: 'Welcome', welcomeBody: '', quickLinks: '', caseStudies: '', additionalResources: '' };
const ADMIN = viewer('admin', ['dashboard_admin'], { organizationId: null });

function renderAt(path: string) {
  const update = vi.fn((_r: string, p: UpdateParams) => Promise.resolve({ data: { ...p.previousData, ...p.data, id: String(p.id) } }));
  const create = vi.fn((_r: string, p: CreateParams) => Promise.resolve({ data: { ...p.data, id: '2' } }));
  const dataProvider = testDataProvider({
    getOne: (() => Promise.resolve({ data: RECORD })) as never,
    getMany: () => Promise.resolve({ data: [] }),
    getList: () => Promise.resolve({ data: [], total: 0 }),
    update: update as never,
    create: create as never,
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Harness i18nProvider={i18n} dataProvider={dataProvider} authProvider={viewerAuthProvider(ADMIN)}>
        <Routes>
          <Route path="/dashboard_configs/create" element={<DashboardConfigCreate />} />
          <Route path="/dashboard_configs/:id" element={<DashboardConfigEdit />} />
        </Routes>
      </Harness>
    </MemoryRouter>,
  );
  return { update, create };
}

const group = (): HTMLElement => screen.getByRole('group', { name: 'Items, in order' });
/** The shown items, in order, by their checkbox names. */
const shownOrder = (): string[] =>
  within(within(group()).getAllByRole('list')[0]!)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent ?? '');
const sentItems = (data: Record<string, unknown>): unknown => toResourceObject(resolveResource('dashboard_configs'), data).attributes?.items;

describe('teacher dashboard items input', () => {
  it('moves an item within a list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('shows the saved order, re-orders with named move buttons that keep focus, ticks items in and out, and saves the new order', async () => {
    const { update } = renderAt('/dashboard_configs/1');
    await screen.findByRole('group', { name: 'Items, in order' }, WAIT);
    await waitFor(() => expect(shownOrder()).toEqual(['Welcome box', 'Get started', 'Your journey']), WAIT);

    const up = screen.getByRole('button', { name: 'Move Get started up' });
    up.focus();
    fireEvent.click(up);
    expect(shownOrder()).toEqual(['Get started', 'Welcome box', 'Your journey']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Get started up' }));
    expect(screen.getByRole('status').textContent).toBe('Moved Get started to position 1');
    // At the top, "up" stays focusable but does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Move Get started up' }));
    expect(shownOrder()).toEqual(['Get started', 'Welcome box', 'Your journey']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Welcome box' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free to you' }));
    expect(shownOrder()).toEqual(['Get started', 'Your journey', 'Free to you']);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Free to you' }));
    expect((screen.getByRole('checkbox', { name: 'Welcome box' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled(), WAIT);
    expect(sentItems(update.mock.calls[0]![1].data as Record<string, unknown>)).toEqual(['get_started', 'journey_figures', 'free_to_you']);
  });

  it('starts a new configuration with every item in the default order and sends the order chosen', async () => {
    const { create } = renderAt('/dashboard_configs/create');
    await waitFor(() => expect(shownOrder()).toHaveLength(TEACHER_DASHBOARD_ITEMS.length), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Move Notification settings up' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Language/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Finnish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled(), WAIT);
    const expected = [...TEACHER_DASHBOARD_ITEMS.slice(0, -2), 'notification_settings', 'additional_resources'];
    expect(sentItems(create.mock.calls[0]![1].data as Record<string, unknown>)).toEqual(expected);
  });
});

describe('teacher dashboards in the menu', () => {
  it('shows to dashboard admins and super users, and not to other admins or school admins', () => {
    expect(menuResources(RESOURCES, ADMIN)).toContain('dashboard_configs');
    expect(menuResources(RESOURCES, viewer('admin', ['super_user'], { organizationId: null }))).toContain('dashboard_configs');
    for (const other of [viewer('admin', ['tag_manager']), viewer('admin', ['content_manager']), viewer('admin', ['org_admin']), viewer('teacher', [], { organizationAdmin: true }), viewer('teacher')])
      expect(menuResources(RESOURCES, other)).not.toContain('dashboard_configs');
  });
});
