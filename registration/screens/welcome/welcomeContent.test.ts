import { describe, expect, it } from 'vitest';
import type { AppRecord } from '../../../dataProvider/types';
import { welcomeContent } from './welcomeContent';
import { readWelcomeQuery } from './welcomeQuery';

const t = (key: string): string => `<${key}>`;
const home = (data: unknown): AppRecord[] => [{ id: 'h', documentType: 'home_page', data }];

describe('welcome content', () => {
  it('reads title, sub-head, statistics, features and FAQ from the documents', () => {
    const content = welcomeContent(
      home({
        title: 'T',
        sub_head: 'S',
        faq_title: 'F',
        body: [
          { slice_type: 'statistics', items: [{ statistic: '40+', statistic_title: 'worlds' }, { statistic: '' }] },
          { slice_type: 'feature', primary: { title: 'A', text: 'a' } },
          { slice_type: 'unknown', primary: { title: 'X' } },
        ],
      }),
      [{ id: 'q1', data: { title: 'Q?', body: 'Yes.' } }, { id: 'q2', data: { body: 'no question' } }],
      t,
    );
    expect(content).toEqual({
      title: 'T',
      subHead: 'S',
      faqTitle: 'F',
      statistics: [{ value: '40+', title: 'worlds' }],
      features: [{ title: 'A', text: 'a' }],
      faq: [{ id: 'q1', question: 'Q?', answer: 'Yes.' }],
      degraded: false,
    });
  });

  it('falls back to the catalogue for what failed or is missing', () => {
    const content = welcomeContent(null, null, t);
    expect(content.title).toBe('<welcome.fallback.title>');
    expect(content.statistics.length).toBeGreaterThan(0);
    expect(content.faq).toEqual([]);
    expect(content.degraded).toBe(true);
    expect(welcomeContent(home({ body: 'not a list' }), [], t).features[0]?.title).toBe('<welcome.fallback.features.devices.title>');
  });
});

describe('welcome query', () => {
  it('proceeds straight away only with email, first_name and last_name all present', () => {
    expect(readWelcomeQuery(new URLSearchParams('email=%20Ada@School.ORG&first_name=Ada&last_name=L'))).toMatchObject({ complete: true, email: 'ada@school.org' });
    expect(readWelcomeQuery(new URLSearchParams('email=a@b.org&first_name=Ada&last_name=')).complete).toBe(false);
  });

  it('reads redirect as a flag and source as given', () => {
    expect(readWelcomeQuery(new URLSearchParams('redirect=1&source=fair'))).toMatchObject({ redirect: true, source: 'fair' });
    expect(readWelcomeQuery(new URLSearchParams('redirect=false')).redirect).toBe(false);
    expect(readWelcomeQuery(new URLSearchParams('')).redirect).toBe(false);
  });
});
