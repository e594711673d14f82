/** The `skip` of a list's next page, paged by `skip` with its `total` (its rows under `rows`): none after the last. */
export const nextSkip =
  <Rows extends string>(rows: Rows) =>
  <Page extends { total: number } & Record<Rows, unknown[]>>(lastPage: Page, pages: Page[]) => {
    const read = pages.reduce((sum, page) => sum + page[rows].length, 0);
    return read < lastPage.total && lastPage[rows].length > 0 ? read : undefined;
  };
