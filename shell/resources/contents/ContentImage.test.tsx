// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider, testDataProvider, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import type { UploadParams } from '../../../dataProvider';
import { ContentImage, isAcceptedImage } from './ContentImage';

let english: I18nProvider;
beforeAll(async () => {
  english = await englishProvider();
});
afterEach(cleanup);

function renderPanel(record: Record<string, unknown>) {
  const uploads: UploadParams[] = [];
  const dataProvider = {
    ...testDataProvider(),
    upload: async (_resource: string, params: UploadParams) => {
      uploads.push(params);
      return { data: { id: '7' }, meta: undefined };
    },
  };
  render(
    <Harness i18nProvider={english} dataProvider={dataProvider}>
      <RecordContextProvider value={{ id: '7', name: 'Ocean', ...record }}>
        <ContentImage />
      </RecordContextProvider>
    </Harness>,
  );
  return uploads;
}

const pick = (file: File): void => {
  fireEvent.change(screen.getByLabelText('Upload a JPG or PNG image'), { target: { files: [file] } });
};

describe('ContentImage', () => {
  it('shows the current image with a text alternative', () => {
    renderPanel({ imageUrl: '/uploads/contents/7-a.png' });
    expect(screen.getByRole('img', { name: 'Image of Ocean' }).getAttribute('src')).toBe('/uploads/contents/7-a.png');
  });

  it('uploads a PNG', async () => {
    const uploads = renderPanel({});
    expect(screen.getByText('No image yet.')).toBeTruthy();
    pick(new File(['x'], 'whale.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({ id: '7', action: 'image', filename: 'whale.png' });
  });

  it('refuses other files before sending anything', () => {
    const uploads = renderPanel({});
    pick(new File(['x'], 'whale.gif', { type: 'image/gif' }));
    expect(uploads).toHaveLength(0);
  });

  it('accepts JPG and PNG by type or extension only', () => {
    expect(isAcceptedImage({ type: 'image/jpeg', name: 'a' })).toBe(true);
    expect(isAcceptedImage({ type: '', name: 'photo.JPEG' })).toBe(true);
    expect(isAcceptedImage({ type: 'image/webp', name: 'a.webp' })).toBe(false);
  });
});
