// @vitest-environment jsdom
/** The lesson page's join address, its QR code, Copy, and the front-of-class view (issue 25). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { viewer } from '../../tests/ui/viewers';
import { useEnglishShell } from '../../tests/ui/shellHarness';
import { fakeApi, lessonDocument, renderLessons } from './testSupport';

vi.mock('../../dataProvider/lessonEvents', () => ({ subscribeLessonEvents: () => () => undefined }));

const english = useEnglishShell();
configure({ asyncUtilTimeout: 10_000 });

const PASSPHRASE = 'swan-gem-shark-egg-89';
const LESSON = '/lessons/7?include=lesson_plan,lesson_plan.activities,lesson_plan.activities.tasks,class,students';
const ADDRESS = `${window.location.origin}/student/join/${PASSPHRASE}`;

/** The SVG a data: image holds. */
const svgOf = (img: HTMLElement): string => decodeURIComponent((img.getAttribute('src') ?? '').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
/** The QR code `qrcode` draws for `text`, made here on its own: what the page shows must be exactly it. */
const qrOf = (text: string): Promise<string> => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function openLesson(state: 'active' | 'ended' = 'active'): void {
  renderLessons(english(), viewer('teacher'), '/lessons/7', fakeApi({ [LESSON]: lessonDocument({ id: '7', passphrase: PASSPHRASE, state }) }));
}

describe('the join address on the lesson page', () => {
  it('shows the address carrying the passphrase, and its QR code drawn from exactly that address', async () => {
    openLesson();
    expect(ADDRESS).toMatch(/^http:\/\/[^/]+\/student\/join\/swan-gem-shark-egg-89$/);
    expect((await screen.findByLabelText('Join address')).textContent).toBe(ADDRESS);
    expect(screen.getByLabelText('Passphrase').textContent).toBe('swan - gem - shark - egg - 89');
    const qr = await screen.findByRole('img', { name: 'QR code of the join address' });
    expect(svgOf(qr)).toBe(await qrOf(ADDRESS));
    expect(svgOf(qr)).not.toBe(await qrOf(`${window.location.origin}/student`));
  });

  it('copies the address and says so', async () => {
    openLesson();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    await screen.findByText('Join address copied');
    expect(writeText.mock.calls).toEqual([[ADDRESS]]);
  });

  it('says when the address could not be copied', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    openLesson();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    await screen.findByText('The address could not be copied. Select it and copy it yourself.');
  });

  it('shows neither once the lesson has ended', async () => {
    openLesson('ended');
    await screen.findByText('State: Ended');
    expect(screen.queryByLabelText('Join address')).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code of the join address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show to the class' })).toBeNull();
  });
});

describe('the front-of-class view', () => {
  it('shows the QR code, the address as read aloud and the passphrase, and Escape gives the focus back', async () => {
    openLesson();
    const show = await screen.findByRole('button', { name: 'Show to the class' });
    show.focus();
    fireEvent.click(show);
    const view = await screen.findByRole('dialog', { name: 'Join the lesson' });
    const qr = await within(view).findByRole('img', { name: 'QR code of the join address' });
    expect(svgOf(qr)).toBe(await qrOf(ADDRESS));
    expect(within(view).getByText('Scan the code or open')).toBeTruthy();
    expect(within(view).getByTestId('front-address').textContent).toBe(ADDRESS.replace(/^http:\/\//, ''));
    expect(within(view).getByLabelText('Passphrase').textContent).toBe('swan gem shark egg 89');
    fireEvent.keyDown(view, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(show));
  });

  it('closes with its Close button', async () => {
    openLesson();
    fireEvent.click(await screen.findByRole('button', { name: 'Show to the class' }));
    const view = await screen.findByRole('dialog', { name: 'Join the lesson' });
    fireEvent.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
