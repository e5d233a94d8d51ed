import { useState } from 'react';

/** Ticked ids kept across pages, so a queue of several pages can be approved in one go. */
export function useIdSelection() {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const isSelected = (id: number) => picked.has(id);
  return {
    ids: [...picked],
    isSelected,
    toggle: (id: number) =>
      setPicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    /** Ticks every id shown, or unticks them all when they already are. */
    togglePage: (ids: number[]) =>
      setPicked((current) => {
        const all = ids.every((id) => current.has(id));
        const next = new Set(current);
        ids.forEach((id) => (all ? next.delete(id) : next.add(id)));
        return next;
      }),
    drop: (id: number) =>
      setPicked((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
    add: (ids: number[]) => setPicked((current) => new Set([...current, ...ids])),
    allSelected: (ids: number[]) => ids.length > 0 && ids.every(isSelected),
    clear: () => setPicked(new Set()),
  };
}
