// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../test/renderScreen';
import { useApiServer } from '../test/apiServer';

useApiServer();

describe('registration routes', () => {
  it('sends a visitor on an unknown or signed-in-only path to the welcome page', async () => {
    renderScreen('/sign-up/plan');
    expect((await screen.findByTestId('location')).textContent).toBe('/welcome');
  });
});
