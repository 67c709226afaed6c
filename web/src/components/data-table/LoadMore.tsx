import { Button } from 'antd';

/** What a server-paged list's query offers (`useInfiniteQuery` with a `hasMore` selected from the last cursor). */
interface PagedQuery {
  data?: { hasMore: boolean };
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The "Tải thêm" button of a server-paged list's table toolbar, shown while the server has more. */
export function LoadMore({ query }: { query: PagedQuery }) {
  return query.data?.hasMore ? (
    <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
      Tải thêm
    </Button>
  ) : null;
}
