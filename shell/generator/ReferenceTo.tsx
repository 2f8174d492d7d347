/**
 * A to-one reference shown in a list, a show screen or a read-only form field: the target's
 * record representation, opening the target's edit form for those who may edit it, else its
 * show page for those who may read it, else plain text (the list's own rows open the same way).
 * The link is decided by the console's access rule for the target resource, not left to
 * react-admin's inference: that asks access for every row's record and, for a resource that
 * refers to itself (a content item's story world is a content item), re-rendered without end
 * (React error #185 on the admin's Content list, issue 27). Among records under a parent's
 * address, a target nested under the same parent opens there (nestedTarget), through the link
 * control, as the rows themselves do.
 */
import { useMemo, type ReactElement } from 'react';
import { ReferenceField, type RaRecord } from 'react-admin';
import { canAccessAs } from '../../authProvider/canAccess';
import type { ViewerFacts } from '../../resources/kit';
import { nestedRecordPattern, nestedTarget, useNestedRoute } from './nestedRoute';
import { useRouteFiller } from './RouteLink';
import { useViewerFacts } from './viewer';

/** The console's access rule (authProvider/canAccess.ts) for the target resource as a whole. */
export function referenceLink(target: string, viewer: ViewerFacts | undefined): 'edit' | 'show' | false {
  if (!viewer) return false;
  if (canAccessAs(viewer, { resource: target, action: 'edit' })) return 'edit';
  return canAccessAs(viewer, { resource: target, action: 'show' }) ? 'show' : false;
}

interface ReferenceToProps {
  /** The column's source (`<name>Id`); lists and cards read it for the header. */
  source: string;
  resource: string;
  reference: string;
  /** The relationship's name in `resource`'s definition (`occurrence`). */
  relation: string;
  sortable?: boolean;
}

/** The target's page under the parent whose records these are, when it has one there (nested records edit only). */
function useNestedTargetLink(resource: string, relation: string): ((target: RaRecord) => string) | null {
  const nest = useNestedRoute(resource);
  const target = nest && nestedTarget(nest, relation);
  const fill = useRouteFiller(target ? nestedRecordPattern(target) : '');
  const parentId = nest?.parentId;
  return useMemo(() => (target && parentId ? (record: RaRecord) => fill({ parentId, id: String(record.id) }) : null), [target, parentId, fill]);
}

export function ReferenceTo({ source, resource, reference, relation }: ReferenceToProps): ReactElement {
  const link = referenceLink(reference, useViewerFacts());
  const nested = useNestedTargetLink(resource, relation);
  // No child: the target's record representation (the kit's title rule) names it.
  return <ReferenceField source={source} resource={resource} reference={reference} link={link === 'edit' && nested ? nested : link} />;
}
