import messages from '../../messages/de.json';
import { isAdminLike, type SessionUser } from '../auth/session-user';

/** The blog domain's refusals: who may not, what does not exist. The GraphQL layer maps them to its codes. */
export class BlogError extends Error {
  constructor(
    readonly code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND',
    message: string,
  ) {
    super(message);
  }
}

/**
 * docs/product.md §6: a site's blog is written by its admin-like users (job editors, site admins, administrators). The
 * session user carries the grants valid on the request's site only, so an editor of another site is refused here.
 */
export function isBlogEditor(user: SessionUser | null): user is SessionUser {
  return isAdminLike(user);
}

export function requireBlogEditor(user: SessionUser | null): SessionUser {
  if (!user) throw new BlogError('UNAUTHENTICATED', messages.graphql.errors.unauthenticated);
  if (!isBlogEditor(user)) throw new BlogError('FORBIDDEN', messages.blog.errors.editorsOnly);
  return user;
}
