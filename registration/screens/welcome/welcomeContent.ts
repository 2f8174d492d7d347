/**
 * The welcome page's copy as the screen uses it, read from the site documents of seed section 7
 * (home_page: title, sub_head, faq_title, body slices 'statistics' and 'feature'; faq: title,
 * body). Documents are data from outside: anything missing or of the wrong shape is left out
 * rather than trusted, and the catalogue's fallback fills what the page cannot do without.
 */
import type { AppRecord } from '../../../dataProvider/types';
import { isObject } from '../../../dataProvider/types';
import type { Translate } from '../../i18n';

export interface Statistic {
  value: string;
  title: string;
}

export interface Feature {
  title: string;
  text: string;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface WelcomeContent {
  title: string;
  subHead: string;
  faqTitle: string;
  statistics: Statistic[];
  features: Feature[];
  faq: FaqItem[];
  /** True when the copy came (partly) from the fallback because a call failed. */
  degraded: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A document's `data` object (its copy), or an empty one. */
function dataOf(doc: AppRecord): Record<string, unknown> {
  return isObject(doc.data) ? doc.data : {};
}

function slices(data: Record<string, unknown>, type: string): Record<string, unknown>[] {
  const body = Array.isArray(data.body) ? data.body : [];
  return body.filter((s): s is Record<string, unknown> => isObject(s) && s.slice_type === type);
}

function statisticsOf(data: Record<string, unknown>): Statistic[] {
  return slices(data, 'statistics')
    .flatMap((s) => (Array.isArray(s.items) ? s.items : []))
    .filter(isObject)
    .map((item) => ({ value: text(item.statistic), title: text(item.statistic_title) }))
    .filter((s) => s.value !== '');
}

function featuresOf(data: Record<string, unknown>): Feature[] {
  return slices(data, 'feature')
    .map((s) => (isObject(s.primary) ? s.primary : {}))
    .map((p) => ({ title: text(p.title), text: text(p.text) }))
    .filter((f) => f.title !== '');
}

export function faqItemsOf(docs: readonly AppRecord[]): FaqItem[] {
  return docs
    .map((doc) => ({ id: doc.id, question: text(dataOf(doc).title), answer: text(dataOf(doc).body) }))
    .filter((item) => item.question !== '');
}

/** The catalogue's copy, used field by field wherever the site copy has nothing. */
export function fallbackContent(t: Translate): WelcomeContent {
  const stat = (name: string): Statistic => ({ value: t(`welcome.fallback.statistics.${name}.value`), title: t(`welcome.fallback.statistics.${name}.title`) });
  const feature = (name: string): Feature => ({ title: t(`welcome.fallback.features.${name}.title`), text: t(`welcome.fallback.features.${name}.text`) });
  return {
    title: t('welcome.fallback.title'),
    subHead: t('welcome.fallback.subHead'),
    faqTitle: t('welcome.fallback.faqTitle'),
    statistics: ['storyWorlds', 'fullAccess', 'rating'].map(stat),
    features: ['devices', 'lessonPlans'].map(feature),
    faq: [],
    degraded: true,
  };
}

/**
 * The page's content from the home page documents (the first one counts: they come ordered by
 * first publication) and the FAQ documents; `null` for a call that failed.
 */
export function welcomeContent(home: readonly AppRecord[] | null, faq: readonly AppRecord[] | null, t: Translate): WelcomeContent {
  const fallback = fallbackContent(t);
  const first = home?.[0];
  const data = first ? dataOf(first) : {};
  const statistics = statisticsOf(data);
  const features = featuresOf(data);
  return {
    title: text(data.title) || fallback.title,
    subHead: text(data.sub_head) || fallback.subHead,
    faqTitle: text(data.faq_title) || fallback.faqTitle,
    statistics: statistics.length > 0 ? statistics : fallback.statistics,
    features: features.length > 0 ? features : fallback.features,
    faq: faq ? faqItemsOf(faq) : [],
    degraded: home === null || faq === null,
  };
}
