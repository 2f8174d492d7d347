/** Console overrides for content: the generated edit form, then the item's image. */
import type { ReactElement, ReactNode } from 'react';
import { EditBase } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ScreenOverrides } from '../../generator/generateScreens';
import { GeneratedEdit, type GeneratedEditExtras } from '../../generator/GeneratedEdit';
import { contents } from '../../../resources/contents/schema';
import { ContentImage } from './ContentImage';

/** A content item's edit screen; the story worlds screen adds the world's items below and returns to its own list. */
export function ContentEdit({ children, ...extras }: GeneratedEditExtras & { children?: ReactNode }): ReactElement {
  const { id } = useParams();
  return (
    <>
      <GeneratedEdit def={contents} {...extras} />
      {id ? (
        <EditBase resource="contents" id={id} mutationMode="pessimistic">
          <ContentImage />
        </EditBase>
      ) : null}
      {children}
    </>
  );
}

export const contentsScreens: ScreenOverrides = { edit: ContentEdit };
