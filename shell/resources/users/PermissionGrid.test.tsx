// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, SaveButton, type I18nProvider } from 'react-admin';
import { ADMIN_PERMISSIONS } from '../../../domain/roles';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import { PermissionGrid } from './PermissionGrid';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

function renderGrid(permissions: string[], disabled: boolean) {
  const onSubmit = vi.fn();
  render(
    <Harness i18nProvider={i18n}>
      <Form record={{ id: '1', permissions }} onSubmit={onSubmit}>
        <PermissionGrid disabled={disabled} />
        <SaveButton alwaysEnable />
      </Form>
    </Harness>,
  );
  return { onSubmit };
}

/** Every CSS rule emotion injected, as text (jsdom does not apply media queries, but keeps them). */
function cssText(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText))
    .join('\n')
    .replace(/\s+/g, '');
}

describe('PermissionGrid', () => {
  it('shows one labelled checkbox per admin permission, ticked as the record holds them', () => {
    renderGrid(['tag_manager', 'user_admin'], false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(ADMIN_PERMISSIONS.length);
    const box = (name: string): HTMLInputElement => screen.getByRole('checkbox', { name });
    expect(box('Tag manager (tags and curriculums)').checked).toBe(true);
    expect(box('Super user').checked).toBe(false);
    expect(screen.getByRole('group', { name: 'Permissions' })).toBeTruthy();
  });

  it('lays the grid out in 6 columns, 2 on small screens', () => {
    renderGrid([], false);
    const grid = screen.getByTestId('permission-grid');
    const css = cssText();
    const cls = grid.className.split(' ').find((c) => css.includes(`.${c}{display:grid`));
    expect(cls).toBeDefined();
    // As the CSSOM serialises the rules: jsdom (30 and later) writes the source's `minmax(0, 1fr)` as `minmax(0px,1fr)`.
    expect(css).toContain(`@media(min-width:0px){.${cls}{grid-template-columns:repeat(2,minmax(0px,1fr));}}`);
    expect(css).toContain(`@media(min-width:900px){.${cls}{grid-template-columns:repeat(6,minmax(0px,1fr));}}`);
  });

  it('toggles a permission and keeps user-level ones', async () => {
    const { onSubmit } = renderGrid(['tag_manager', 'user_admin'], false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Meeting admin' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tag manager (tags and curriculums)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].permissions).toEqual(['user_admin', 'meeting_admin']);
  });

  it('is read-only for viewers who are not super users', () => {
    renderGrid(['tag_manager'], true);
    for (const box of screen.getAllByRole<HTMLInputElement>('checkbox')) expect(box.disabled).toBe(true);
  });
});
