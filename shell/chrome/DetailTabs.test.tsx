// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { englishProvider } from '../../tests/ui/harness';
import { DetailTabs, type DetailTab } from './DetailTabs';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const TABS: DetailTab[] = [
  { path: 'edit', labelKey: 'menu.dashboard' },
  { path: 'licensings', labelKey: 'menu.lessonPlans', hideOnNew: true },
  { path: 'team', labelKey: 'menu.schoolAccount', allowed: false },
];

function renderTabs(path: string, basePath: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <I18nContextProvider value={i18n}>
        <DetailTabs basePath={basePath} tabs={TABS} />
      </I18nContextProvider>
    </MemoryRouter>,
  );
}

describe('DetailTabs', () => {
  it('links each allowed tab to its sub-route and marks the current one', () => {
    renderTabs('/app/organizations/5/licensings', '/app/organizations/5');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Dashboard', 'Lesson plans']);
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual(['/app/organizations/5/edit', '/app/organizations/5/licensings']);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'School account' })).toBeNull();
  });

  it('hides hideOnNew tabs while creating', () => {
    renderTabs('/app/organizations/new', '/app/organizations/new');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dashboard']);
  });
});
