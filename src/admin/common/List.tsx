import { useThemeProps } from '@mui/material/styles';
import { useDeferredValue, useMemo } from 'react';
import {
  ListBase,
  ListContextProvider,
  type ListProps,
  ListView,
  type ListViewProps,
  Loading,
  type RaRecord,
  useListContext,
} from 'react-admin';

/** The list's screen drawn from the list's state as a transition. */
const DeferredListView = (props: ListViewProps) => {
  const list = useDeferredValue(useListContext());
  return (
    <ListContextProvider value={list}>
      <ListView {...props} />
    </ListContextProvider>
  );
};

const NO_FILTER = {};
const AUTH_LOADING = <Loading />;

/**
 * react-admin's `List` (the same props and theme defaults) whose screen follows the list's state
 * and the page's own changes as transitions: when rows arrive, a page or a filter changes, or
 * the page's pickers load, React draws the filters, rows and pagination in slices, yielding to
 * the browser, instead of in one long task — and all at once, so nothing shifts under the rows.
 */
export const List = <RecordType extends RaRecord = RaRecord>(props: ListProps<RecordType>) => {
  const shown = useDeferredValue(useThemeProps({ props, name: 'RaList' }));
  return useMemo(() => {
    const {
      debounce,
      disableAuthentication,
      disableSyncWithLocation,
      exporter,
      filter = NO_FILTER,
      filterDefaultValues,
      authLoading = AUTH_LOADING,
      loading,
      perPage = 10,
      queryOptions,
      resource,
      sort,
      storeKey,
      ...view
    } = shown;
    return (
      <ListBase<RecordType>
        debounce={debounce}
        disableAuthentication={disableAuthentication}
        disableSyncWithLocation={disableSyncWithLocation}
        exporter={exporter}
        filter={filter}
        filterDefaultValues={filterDefaultValues}
        authLoading={authLoading}
        loading={loading}
        perPage={perPage}
        queryOptions={queryOptions}
        resource={resource}
        sort={sort}
        storeKey={storeKey}
        offline={false}
      >
        <DeferredListView {...view} />
      </ListBase>
    );
  }, [shown]);
};
