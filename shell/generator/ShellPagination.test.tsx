// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ListContextProvider, useList, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { ShellPagination } from './ShellPagination';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

function Rows({ total, perPage }: { total: number; perPage: number }) {
  const list = useList({ data: Array.from({ length: total }, (_, i) => ({ id: i + 1 })), perPage });
  return (
    <ListContextProvider value={list}>
      <p>page {list.page}, {list.perPage} per page</p>
      <ShellPagination />
    </ListContextProvider>
  );
}

function renderBar(total: number, perPage = 100) {
  render(
    <Harness i18nProvider={i18n}>
      <Rows total={total} perPage={perPage} />
    </Harness>,
  );
}

const pageButtons = (): string[] =>
  [...screen.getByRole('navigation', { name: 'Pagination' }).querySelectorAll('li')].map((li) => li.textContent ?? '');

describe('ShellPagination', () => {
  it('is not shown for one row or none', () => {
    renderBar(1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows from-to of total, and every page number up to 5 pages', () => {
    renderBar(2);
    expect(screen.getByText('1-2 of 2')).toBeTruthy();
    cleanup();
    renderBar(450);
    expect(screen.getByText('1-100 of 450')).toBeTruthy();
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('uses ellipses above 5 pages and moves with the page buttons', () => {
    renderBar(1000, 50);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '…', '20']);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByText('page 4, 50 per page')).toBeTruthy();
    expect(screen.getByText('151-200 of 1000')).toBeTruthy();
    expect(pageButtons()).toEqual(['1', '…', '3', '4', '5', '…', '20']);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('page 5, 50 per page')).toBeTruthy();
  });

  it('offers the seed page sizes and changes the rows per page', () => {
    renderBar(1000);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '20', '25', '50', '100', '250', '500']);
    fireEvent.click(screen.getByRole('option', { name: '250' }));
    expect(screen.getByText('page 1, 250 per page')).toBeTruthy();
    expect(screen.getByText('1-250 of 1000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
  });
});
