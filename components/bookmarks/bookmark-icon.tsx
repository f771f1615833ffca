import { outlineIcon } from '@/components/icons/icon';

/** A bookmark (Lucide's); the toggle's style fills it while the job is saved. */
export const BookmarkIcon = /* @__PURE__ */ outlineIcon(
  'BookmarkIcon',
  <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />,
);
