// @vitest-environment jsdom
/** A card's picture is never an empty grey box: the library's placeholder shows until a picture covers it. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { ContentPicture } from './ContentPicture';

afterEach(cleanup);

// MUI names each icon's svg; the placeholder is the outlined picture icon.
const placeholder = (root: HTMLElement): Element | null => root.querySelector('[data-testid="ImageOutlinedIcon"]');

describe('ContentPicture', () => {
  it('shows the placeholder for an item without a picture', () => {
    for (const src of [undefined, null, '']) {
      const { container } = render(<ContentPicture src={src} />);
      expect(placeholder(container)).not.toBeNull();
      expect(container.querySelector('img')).toBeNull();
      cleanup();
    }
  });

  it('keeps the placeholder under a picture that is still loading, and drops a picture that fails to load', () => {
    const { container } = render(<ContentPicture src="/media/thumbnails/missing.svg" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(placeholder(container)).not.toBeNull();
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(placeholder(container)).not.toBeNull();
  });
});
