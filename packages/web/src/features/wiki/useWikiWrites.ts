import { useMutation } from '@tanstack/react-query';
import type { IdResult } from '@armada/domain';
import { apiPut, request, type Params } from '../../api/client';
import { resourceUrl, useResourceSave, type ResourceRef } from '../../api/resource';
import { CATEGORY_RESOURCE, GUIDE_RESOURCE, useWikiRefresh } from './wikiApi';

/** An editor's writes on the generic API, each followed by a fresh read of what readers see. */
export function useWikiWrites() {
  const refresh = useWikiRefresh();
  const saveCategory = useResourceSave(CATEGORY_RESOURCE);
  const saveGuide = useResourceSave(GUIDE_RESOURCE);
  const remove = useMutation({
    mutationFn: ({ ref, id }: { ref: ResourceRef; id: number }) =>
      request<IdResult>('DELETE', `${resourceUrl(ref, 'delete')}?id=${id}`),
    onSettled: refresh,
  });
  /** Numbers the rows 1, 2, 3... in the order given, writing only the positions that change. */
  const reorder = useMutation({
    mutationFn: async ({ ref, rows }: { ref: ResourceRef; rows: { id: number; position: number }[] }) => {
      for (const [index, row] of rows.entries()) {
        if (row.position !== index + 1)
          await apiPut<IdResult>(resourceUrl(ref, 'edit'), { id: row.id, position: index + 1 });
      }
    },
    onSettled: refresh,
  });
  const save = (ref: ResourceRef, id: number | null, body: Params) =>
    (ref === CATEGORY_RESOURCE ? saveCategory : saveGuide).mutateAsync({ id, body }).then(async (result) => {
      await refresh();
      return result;
    });
  return { save, remove, reorder };
}

/** The rows with the one at `index` moved by `step` (-1 up, +1 down). */
export function moved<T>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row !== undefined) next.splice(target, 0, row);
  return next;
}
