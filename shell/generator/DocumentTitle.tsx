/**
 * The browser tab's title (`document.title`) of every screen, from one rule: the page, then the
 * section it belongs to, then the product — "Hillcrest High School - Organisations - Education
 * platform". Resource screens name their section by the resource's translated name and their
 * record by its title rule (useRecordTitle); custom pages by their own heading.
 */
import { useEffect, type ReactElement } from 'react';
import { Title, useGetResourceLabel, useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { documentTitleText } from './documentTitleText';
import { RESOURCES } from '../../resources';
import { useViewerFacts } from './viewer';
import { ownListLabelKey } from './menuResources';
import { useRecordTitle } from './useRecordTitle';

/** Sets the title from its parts (page first); parts not known yet are left out. */
export function useDocumentTitle(parts: readonly (string | undefined)[]): void {
  const translate = useTranslate();
  const title = documentTitleText(parts, translate('shell.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** A custom page's title from its heading's i18n key (for pages outside the layout's app bar). */
export function PageDocumentTitle({ titleKey }: { titleKey: string }): null {
  const translate = useTranslate();
  useDocumentTitle([translate(titleKey)]);
  return null;
}

/** A custom page's title in the app bar and the browser tab, from its i18n key. */
export function PageTitle({ titleKey }: { titleKey: string }): ReactElement {
  return (
    <>
      <PageDocumentTitle titleKey={titleKey} />
      <Title title={titleKey} />
    </>
  );
}

/** "Create user": react-admin's create title with the singular name in sentence case. */
function useCreateTitle(resource: string): string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = useGetResourceLabel()(resource, 1).toLocaleLowerCase(locale);
  return translate('ra.page.create', { name });
}

/** A resource's list or create screen: "Organisations", "Create organisation - Organisations". */
export function ResourceDocumentTitle({ resource, page }: { resource: string; page: 'list' | 'create' }): null {
  const translate = useTranslate();
  // A teacher's own list is named as its menu entry ("My classes"), as the page's title is.
  const own = ownListLabelKey(RESOURCES, resource, useViewerFacts());
  const resourceLabel = useGetResourceLabel()(resource, 2);
  const section = own ? translate(own) : resourceLabel;
  const create = useCreateTitle(resource);
  useDocumentTitle(page === 'create' ? [create, section] : [section]);
  return null;
}

/** Inside a record's edit or show screen: "Hillcrest High School - Organisations", and `before` first (a tab). */
export function RecordDocumentTitle({ before, section: given }: { before?: string; section?: string }): null {
  const resource = useResourceContext();
  const label = useGetResourceLabel()(resource ?? '', 2);
  const section = given ?? label;
  const title = useRecordTitle(resource, useRecordContext());
  useDocumentTitle([before, title, section]);
  return null;
}

/** The app bar's title of a record screen: "Licensing Hillcrest High School (Full licence)". */
export function RecordPageTitle({ page, name: given }: { page: 'edit' | 'show'; name?: string }): ReactElement {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const title = useRecordTitle(resource, record) ?? (record ? `#${record.id}` : '');
  const label = useGetResourceLabel()(resource, 1);
  const name = given ?? label;
  return <>{translate(`ra.page.${page}`, { name, recordRepresentation: title })}</>;
}
