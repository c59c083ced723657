import { type ComponentProps, useCallback } from 'react';
import { Link, type NavigateOptions, useLocation, useNavigate } from 'react-router';

/**
 * Query parameters (product, brand) are kept on every navigation.
 * A target that carries its own query keeps it; otherwise the current query is appended.
 */
export function withQuery(path: string, search: string): string {
  if (path.includes('?') || !search || search === '?') return path;
  return `${path}${search.startsWith('?') ? search : `?${search}`}`;
}

export function useNavigateKeepingQuery() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (path: string, options?: NavigateOptions) => navigate(withQuery(path, search), options),
    [navigate, search],
  );
}

type KeepQueryLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

export function KeepQueryLink({ to, ...props }: KeepQueryLinkProps) {
  const { search } = useLocation();
  return <Link to={withQuery(to, search)} {...props} />;
}
