import { Badge } from '@mantine/core';
import type { BlogArticleStatus } from '@cellar/shared/content/blog';
import { useBlogT } from './blog-text.ts';

const colors: Record<BlogArticleStatus, string> = { DRAFT: 'gray', ONLINE: 'green', ARCHIVED: 'yellow', HIDDEN: 'red' };

/** An article's status as the lists show it: only ONLINE is on the storefront. */
export function StatusBadge({ status }: { status: BlogArticleStatus }) {
  const t = useBlogT();
  return (
    <Badge color={colors[status]} variant="light" data-testid={`status-${status}`}>
      {t(`blog.statuses.${status}`)}
    </Badge>
  );
}
