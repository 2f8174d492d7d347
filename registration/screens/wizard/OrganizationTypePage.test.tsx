// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { useApiServer } from '../../../tests/ui/apiServer';
import { button, link, location, storedSignUp } from '../../../tests/ui/wizardTestSupport';

useApiServer();
afterEach(cleanup);

describe('organisation type', () => {
  it('asks the question and titles the page', async () => {
    renderScreen('/sign-up/organization-type');
    expect((await screen.findByText('Are you part of an organization?')).tagName).toBe('H1');
    // The title is set by an effect, which may run after the screen's first draw.
    await waitFor(() => expect(document.title).toBe('Registration - Organisation type'));
  });

  it('sends an organisation to the role question on the organisation path', async () => {
    renderScreen('/sign-up/organization-type');
    await screen.findByText('Organization');
    fireEvent.click(button('Organization'));
    await waitFor(() => expect(location()).toBe('/sign-up/user-type'));
    expect(storedSignUp().signUpType).toBe('organization');
  });

  it('sends a parent down the parent path', async () => {
    renderScreen('/sign-up/organization-type');
    await screen.findByText('Parent');
    fireEvent.click(button('Parent'));
    await waitFor(() => expect(location()).toBe('/sign-up/parent-resources'));
    expect(storedSignUp().signUpType).toBe('parent');
  });

  it('describes each card and offers holiday clubs in a new window', async () => {
    renderScreen('/sign-up/organization-type');
    await screen.findByText('Parent');
    const parent = button('Parent');
    expect(parent.getAttribute('aria-describedby')).toBe('organization-type-parent-explanation');
    expect(document.getElementById('organization-type-parent-explanation')?.textContent).toMatch(/children/);
    const holidays = link('Looking for holiday clubs?');
    expect(holidays.getAttribute('target')).toBe('_blank');
    expect(holidays.getAttribute('rel')).toContain('noopener');
    expect(holidays.getAttribute('href')).toBe('https://example.com/holiday-clubs');
  });
});
