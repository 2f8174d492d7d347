// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../tests/ui/renderScreen';
import { useApiServer } from '../../tests/ui/apiServer';

useApiServer();

describe('registration routes', () => {
  it('sends a visitor on an unknown or signed-in-only path to the welcome page', async () => {
    renderScreen('/sign-up/plan');
    expect((await screen.findByTestId('location')).textContent).toBe('/welcome');
  });
});
