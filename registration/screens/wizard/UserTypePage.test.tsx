// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { useApiServer } from '../../../tests/ui/apiServer';
import { button, link, location, storeSignUp, storedSignUp } from '../../../tests/ui/wizardTestSupport';

useApiServer();
afterEach(cleanup);

const continueButton = (): HTMLButtonElement => button('Continue');

describe('role question', () => {
  it('offers the four roles and keeps Continue disabled until one is chosen', async () => {
    renderScreen('/sign-up/user-type');
    await screen.findByText('What is your role?');
    const radios = Array.from(document.querySelectorAll<HTMLInputElement>('input[type=radio]'));
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Executive Leader', 'Leadership Team', 'Teacher', 'Support Staff']);
    expect(continueButton().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Support Staff'));
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(continueButton());
    await waitFor(() => expect(location()).toBe('/sign-up/organization'));
    expect(storedSignUp().jobRole).toBe('teaching_assistant');
  });

  it('reveals the contact form, prefilled with the name and email, for roles not listed', async () => {
    storeSignUp({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@school.example' });
    renderScreen('/sign-up/user-type');
    await screen.findByText('My role is not listed');
    expect(screen.queryByText(/contact form/)).toBeNull();
    fireEvent.click(button('My role is not listed'));
    const contact = link('Open the contact form');
    const url = new URL(contact.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://example.com/contact');
    expect(Object.fromEntries(url.searchParams)).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@school.example' });
    expect(contact.getAttribute('target')).toBe('_blank');
    expect(location()).toBe('/sign-up/user-type');
  });
});
