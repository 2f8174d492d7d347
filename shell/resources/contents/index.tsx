/** Console overrides for content: the generated edit form, then the item's image. */
import type { ReactElement } from 'react';
import { EditBase } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ScreenOverrides } from '../../generator/generateScreens';
import { GeneratedEdit } from '../../generator/GeneratedEdit';
import { contents } from '../../../resources/contents/schema';
import { ContentImage } from './ContentImage';

function ContentEdit(): ReactElement {
  const { id } = useParams();
  return (
    <>
      <GeneratedEdit def={contents} />
      {id ? (
        <EditBase resource="contents" id={id} mutationMode="pessimistic">
          <ContentImage />
        </EditBase>
      ) : null}
    </>
  );
}

export const contentsScreens: ScreenOverrides = { edit: ContentEdit };
