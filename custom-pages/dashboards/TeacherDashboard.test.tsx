// @vitest-environment jsdom
/**
 * The teacher dashboard as a teacher sees it, over the real data provider answering a fixed
 * `GET /dashboards/teacher` document: the items in the document's order, the journey figures,
 * the lists read through the ordinary readers in the document's order, empty lists saying so,
 * links going where they should, and the school's figures only for leaders.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { englishProvider } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { apiDouble, contentDoc, list, renderWith, type ApiAnswer, type ApiCall } from '../library/libraryTestKit';
import { TeacherDashboard } from './TeacherDashboard';

vi.mock('../school/SchoolDashboard', () => ({ SchoolDashboard: () => <p>School figures stub</p> }));

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const WAIT = { timeout: 5000 };

const ATTRIBUTES = {
  items: ['journey_figures', 'welcome_box', 'recently_viewed', 'new_story_worlds', 'active_lessons', 'case_studies', 'search_lessons', 'explore_story_worlds'],
  welcome: { title: 'Welcome to the platform', body: 'Start with a story world.' },
  organization_welcome: 'Staff meeting on Friday.',
  quick_links: [{ label: 'Staff handbook', url: 'https://school.example/handbook' }],
  case_studies: [
    { label: 'Hillcrest story', url: 'https://cases.example/hillcrest' },
    { label: 'Bad link', url: 'javascript:alert(1)' },
  ],
  additional_resources: [],
  journey: { lessons_taught: 12, students_reached: 240, content_viewed: 37, collections_made: 3 },
  window_days: 30,
  active_lesson_ids: ['7'],
  recently_viewed_ids: [],
  new_story_world_ids: ['2', '1'],
  new_collection_ids: [],
  free_content_ids: [],
};

function setup(attributes: Record<string, unknown> = ATTRIBUTES, who: Viewer = viewer('teacher'), dashboard?: ApiAnswer) {
  const api = apiDouble((call: ApiCall) => {
    if (call.url.startsWith('/dashboards/teacher')) return dashboard ?? { status: 200, json: { data: { type: 'teacher_dashboards', id: '42', attributes } } };
    // Answered in the server's order, not the document's.
    if (call.url.startsWith('/contents')) return list([contentDoc('1', { name: 'Ocean Voices' }), contentDoc('2', { name: 'Forest Tales', content_type: 'story_world' })]);
    if (call.url.startsWith('/lessons'))
      return {
        status: 200,
        json: {
          data: [{ type: 'lessons', id: '7', attributes: { passphrase: 'blue-otter', state: 'active' }, relationships: { lesson_plan: { data: { type: 'lesson_plans', id: '5' } }, class: { data: { type: 'classes', id: '3' } } } }],
          included: [
            { type: 'lesson_plans', id: '5', attributes: { name: 'Rivers of the world' } },
            { type: 'classes', id: '3', attributes: { class_name: 'Year 5 Oak' } },
          ],
          meta: { total: 1 },
        },
      };
    return list([]);
  });
  renderWith(<TeacherDashboard />, { i18n, viewer: who, provider: api.provider, path: '/' });
  return api;
}

const itemHeadings = (): string[] => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
const region = (name: string): HTMLElement => screen.getByRole('region', { name });
const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';

describe('teacher dashboard', () => {
  it("shows the document's items in the document's order, each a section named by its heading", async () => {
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Your journey' }, WAIT);
    expect(itemHeadings()).toEqual([
      'Your journey',
      'Welcome to the platform',
      'Recently viewed',
      'New story worlds',
      'Active lessons',
      'Case studies',
      'Search lessons',
      'Explore story worlds',
    ]);
    // Not in the document's items: not on the page.
    expect(screen.queryByRole('heading', { name: 'Unlock more content' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
  });

  it('shows the journey figures with their labels and the 30-day window', async () => {
    setup();
    const journey = await screen.findByRole('region', { name: 'Your journey' }, WAIT);
    expect(within(journey).getByText('in the last 30 days')).toBeTruthy();
    const figures = [...journey.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Lessons taught: 12', 'Students reached: 240', 'Content viewed: 37', 'Collections made: 3']);
  });

  it('greets the teacher by first name with the configured text, the school message and the quick links', async () => {
    setup();
    const welcome = await screen.findByRole('region', { name: 'Welcome to the platform' }, WAIT);
    expect(within(welcome).getByText('Hello, Ada!')).toBeTruthy();
    expect(within(welcome).getByText('Start with a story world.')).toBeTruthy();
    expect(within(welcome).getByText('Staff meeting on Friday.')).toBeTruthy();
    const link = within(welcome).getByRole('link', { name: /Staff handbook/ });
    expect(link.getAttribute('href')).toBe('https://school.example/handbook');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says so when a list is empty, with a way to the library', async () => {
    setup();
    const recent = await screen.findByRole('region', { name: 'Recently viewed' }, WAIT);
    expect(within(recent).getByText(/Nothing viewed yet — explore the library/)).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'Explore the library' }).getAttribute('href')).toBe('/library');
  });

  it("lists content through the contents reader as cards in the document's order", async () => {
    const api = setup();
    const worlds = await screen.findByRole('region', { name: 'New story worlds' }, WAIT);
    await waitFor(() => expect(within(worlds).getAllByRole('link').map((l) => l.textContent)).toEqual(['Forest Tales', 'Ocean Voices']), WAIT);
    expect(within(worlds).getByRole('link', { name: 'Forest Tales' }).getAttribute('href')).toBe('/library/2');
    expect(api.calls.some((c) => c.url === '/contents?filter[id]=2,1&page[size]=2')).toBe(true);
  });

  it('links each active lesson to its page with its passphrase and class', async () => {
    setup();
    const lessons = await screen.findByRole('region', { name: 'Active lessons' }, WAIT);
    const link = await within(lessons).findByRole('link', { name: 'Rivers of the world' }, WAIT);
    expect(link.getAttribute('href')).toBe('/lessons/7');
    expect(within(lessons).getByText('Passphrase: blue-otter')).toBeTruthy();
    expect(within(lessons).getByText('Class: Year 5 Oak')).toBeTruthy();
  });

  it('opens configured links in a new tab and never shows a script link', async () => {
    setup();
    const cases = await screen.findByRole('region', { name: 'Case studies' }, WAIT);
    const links = within(cases).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.textContent).toBe('Hillcrest story (opens in a new tab)');
  });

  it('searches the lesson plan library and explores story worlds in the library', async () => {
    setup();
    const worlds = await screen.findByRole('region', { name: 'Explore story worlds' }, WAIT);
    expect(within(worlds).getByRole('link', { name: 'Explore story worlds' }).getAttribute('href')).toBe('/library?type=story_world');
    const search = region('Search lessons');
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Search lesson plans' }), { target: { value: 'rivers' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(address()).toBe('/lesson-plans?q=rivers'), WAIT);
  });

  it('offers a trialing teacher a way to unlock content when the document has the item', async () => {
    setup({ ...ATTRIBUTES, items: ['unlock_content'] }, viewer('teacher', [], { isTrialing: true, subscribed: false, daysUntilTrialExpires: 4 }));
    const unlock = await screen.findByRole('region', { name: 'Unlock more content' }, WAIT);
    expect(within(unlock).getByText('Your trial ends in 4 days.')).toBeTruthy();
    expect(within(unlock).getByRole('link', { name: 'Get in touch' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(within(unlock).getByText('A subscription is 300 GBP per teacher per year: 83p per student per month for a class of 30.')).toBeTruthy();
  });

  it('tells a teacher whose school is on the funded discount offer its price instead', async () => {
    const funded = { isTrialing: true, subscribed: false, daysUntilTrialExpires: 80, offer: 'funded_discount', licenseType: 'full_trial' } as const;
    setup({ ...ATTRIBUTES, items: ['unlock_content'] }, viewer('teacher', [], funded));
    const unlock = await screen.findByRole('region', { name: 'Unlock more content' }, WAIT);
    expect(within(unlock).getByText('Your school is on the funded discount offer: 150 GBP per teacher for 12 months.')).toBeTruthy();
    expect(within(unlock).queryByText(/300 GBP/)).toBeNull();
    // The funded trial is a full one: the whole library is open, nothing is said to be held back.
    expect(within(unlock).getByText('Your full trial opens the whole library. Subscribe or get in touch to keep it after the trial.')).toBeTruthy();
    expect(within(unlock).queryByText(/shows part of the library/)).toBeNull();
  });

  it('offers a teacher without a live licence no way to the lesson plans or lessons locked for them, and a trialing teacher all of them', async () => {
    const links = [{ label: "What's new", url: '/whats-new' }, { label: 'Lesson plans', url: '/lesson-plans' }, { label: 'Favourites', url: '/favourites' }];
    const items = ['get_started', 'search_lessons', 'active_lessons', 'additional_resources'];
    setup({ ...ATTRIBUTES, items, additional_resources: links, active_lesson_ids: [] }, viewer('teacher', [], { isTrialing: false, subscribed: false }));
    const started = await screen.findByRole('region', { name: 'Get started' }, WAIT);
    expect(within(started).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/library', '/collections/new']);
    expect(screen.queryByRole('region', { name: 'Search lessons' })).toBeNull();
    expect(within(region('Active lessons')).queryByRole('link')).toBeNull();
    // What's new is only for schools with new features; lesson plans not without a licence.
    expect(within(region('Additional resources')).getAllByRole('link').map((l) => l.textContent)).toEqual(['Favourites']);
    cleanup();
    // Issue 25: on a trial, lesson plans and lessons are the teacher's as a subscriber's.
    setup({ ...ATTRIBUTES, items, additional_resources: links }, viewer('teacher', [], { newFeatures: true, isTrialing: true, subscribed: false }));
    const resources = await screen.findByRole('region', { name: 'Additional resources' }, WAIT);
    expect(within(resources).getAllByRole('link').map((l) => l.textContent)).toEqual(["What's new", 'Lesson plans', 'Favourites']);
    expect(within(region('Get started')).getAllByRole('link')).toHaveLength(4);
    expect(region('Search lessons')).toBeTruthy();
  });

  it('counts the items of each new collection (asked for with the list) under an h3', async () => {
    const api = apiDouble((call: ApiCall) => {
      if (call.url.startsWith('/dashboards/teacher'))
        return { status: 200, json: { data: { type: 'teacher_dashboards', id: '42', attributes: { ...ATTRIBUTES, items: ['new_collections'], new_collection_ids: ['5'] } } } };
      if (call.url.startsWith('/collections'))
        return list([{ type: 'collections', id: '5', attributes: { name: 'Explore in 360', subscribed_count: 4 }, relationships: { items: { data: [{ type: 'contents', id: '1' }, { type: 'contents', id: '2' }] } } }]);
      return list([]);
    });
    renderWith(<TeacherDashboard />, { i18n, viewer: viewer('teacher'), provider: api.provider, path: '/' });
    const collections = await screen.findByRole('region', { name: 'New collections' }, WAIT);
    await within(collections).findByRole('heading', { level: 3, name: 'Explore in 360' }, WAIT);
    expect(within(collections).getByText('2 items · 4 subscribers')).toBeTruthy();
    expect(api.calls.some((c) => c.url.startsWith('/collections') && c.url.includes('include=author,items'))).toBe(true);
  });

  it('says when the dashboard cannot be loaded', async () => {
    setup(ATTRIBUTES, viewer('teacher'), { status: 500, json: { errors: [{ status: '500', title: 'Server error' }] } });
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('Your dashboard could not be loaded. Reload the page to try again.');
  });

  it("shows the school's figures to organisation admins and school leaders only", async () => {
    setup(ATTRIBUTES, viewer('teacher', [], { organizationAdmin: true }));
    expect(await screen.findByText('School figures stub', {}, WAIT)).toBeTruthy();
    cleanup();
    setup(ATTRIBUTES, viewer('teacher', [], { record: { id: '42', jobRole: 'exec_leader' } }));
    expect(await screen.findByText('School figures stub', {}, WAIT)).toBeTruthy();
    cleanup();
    setup(ATTRIBUTES, viewer('teacher', [], { record: { id: '42', jobRole: 'teacher' } }));
    await screen.findByRole('heading', { level: 2, name: 'Your journey' }, WAIT);
    expect(screen.queryByText('School figures stub')).toBeNull();
  });
});
