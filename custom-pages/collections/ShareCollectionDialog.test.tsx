// @vitest-environment jsdom
/** The share-collection modal: whose text goes out, where the links lead, each share recorded without a toast, copying the link. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Notification, testDataProvider, type I18nProvider } from 'react-admin';
import type { MemberActionParams } from '../../dataProvider';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { signedInAs } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';
import { ShareCollectionDialog } from './ShareCollectionDialog';

let english: I18nProvider;
beforeAll(async () => {
  english = await englishProvider();
});

// Following a share link would make jsdom navigate; the page's own click handlers still run first.
const stayOnPage = (event: Event): void => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  cleanup();
});

const teacher = viewer('teacher'); // id 42
/** Generous limits for a busy machine, never a sleep. */
const PATIENT = { timeout: 10_000 };
const collectionUrl = (): string => `${window.location.origin}/collections/5`;

function renderDialog(authorId: string | null, onClose = (): void => undefined) {
  const memberAction = vi.fn((_resource: string, _params: MemberActionParams) => Promise.resolve({ data: { id: '90' }, meta: undefined }));
  render(
    <Harness i18nProvider={english} dataProvider={{ ...testDataProvider(), memberAction }} authProvider={signedInAs(teacher)}>
      <ShareCollectionDialog collection={{ id: '5', name: 'Volcanoes', authorId }} open onClose={onClose} />
      <Notification />
    </Harness>,
  );
  return memberAction;
}

const hrefOf = (name: string | RegExp): URL => new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '');

describe('ShareCollectionDialog', () => {
  it("gives the author the own-collection text, in the mail and on X, with the collection's address", async () => {
    renderDialog('42');
    expect(await screen.findByRole('dialog', { name: 'Share Volcanoes' }, PATIENT)).toBeTruthy();
    // The viewer arrives from the auth provider: then the author's own text replaces the generic one.
    await waitFor(() => expect(hrefOf('Email').searchParams.get('subject')).toBe('A collection I made: Volcanoes'), PATIENT);
    const mail = hrefOf('Email');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('body')).toContain('I made a collection');
    expect(mail.searchParams.get('body')).toContain(collectionUrl());
    const x = hrefOf('X (opens in a new tab)');
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe('I made a collection for teachers: Volcanoes');
    expect(x.searchParams.get('url')).toBe(collectionUrl());
    expect(hrefOf('Facebook (opens in a new tab)').searchParams.get('u')).toBe(collectionUrl());
    expect(hrefOf('LinkedIn (opens in a new tab)').searchParams.get('url')).toBe(collectionUrl());
    for (const name of ['X (opens in a new tab)', 'Facebook (opens in a new tab)', 'LinkedIn (opens in a new tab)']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('gives everyone else the generic text', async () => {
    renderDialog('7');
    await screen.findByRole('dialog', { name: 'Share Volcanoes' }, PATIENT);
    await waitFor(() => expect(hrefOf('Email').searchParams.get('subject')).toBe('Have a look at this collection: Volcanoes'), PATIENT);
    expect(hrefOf('Email').searchParams.get('body')).not.toContain('I made');
    expect(hrefOf('X (opens in a new tab)').searchParams.get('text')).toBe('Have a look at this collection for teachers: Volcanoes');
  });

  it('gives the generic text for a product collection, which has no author', async () => {
    renderDialog(null);
    await screen.findByRole('dialog', { name: 'Share Volcanoes' }, PATIENT);
    expect(hrefOf('Email').searchParams.get('subject')).toBe('Have a look at this collection: Volcanoes');
  });

  it('records each share on the collection without a success toast', async () => {
    const memberAction = renderDialog('7');
    await screen.findByRole('dialog', { name: 'Share Volcanoes' }, PATIENT);
    fireEvent.click(screen.getByRole('link', { name: 'X (opens in a new tab)' }));
    fireEvent.click(screen.getByRole('link', { name: 'Email' }));
    await waitFor(() => expect(memberAction).toHaveBeenCalledTimes(2), PATIENT);
    expect(memberAction.mock.calls.map((c) => c[0])).toEqual(['contents', 'contents']);
    expect(memberAction.mock.calls[0]?.[1]).toEqual({ id: '5', action: 'shares', type: 'contentShares', data: { channel: 'x' } });
    expect(memberAction.mock.calls[1]?.[1].data).toEqual({ channel: 'email' });
    // Let any notification the record might raise render: none does.
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/created|saved/i)).toBeNull();
  });

  it('copies the link, says "URL copied" and records the copy', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const memberAction = renderDialog('7');
    await screen.findByRole('dialog', { name: 'Share Volcanoes' }, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('URL copied', {}, PATIENT)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(collectionUrl());
    await waitFor(() => expect(memberAction).toHaveBeenCalledWith('contents', { id: '5', action: 'shares', type: 'contentShares', data: { channel: 'link' } }), PATIENT);
  });

  it('is at most 500 px wide and closes with Escape', async () => {
    const onClose = vi.fn();
    renderDialog('7', onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Share Volcanoes' }, PATIENT);
    expect(getComputedStyle(dialog).maxWidth).toBe('500px');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
