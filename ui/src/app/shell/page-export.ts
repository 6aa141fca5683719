import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ExportFormat } from '@/components/export-menu';

/** What the current page offers the header's Export button: the formats and what each downloads. */
export interface PageExport {
  readonly formats: readonly ExportFormat[];
  readonly loading: boolean;
  readonly onExport: (format: ExportFormat) => void;
}

let current: PageExport | null = null;
const listeners = new Set<() => void>();
const publish = (next: PageExport | null) => {
  current = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A list page declares what the header's Export downloads: what the page shows, with its filters. The
 * export is withdrawn when the page goes, so Export is never left pointing at another screen's list.
 */
export const usePageExport = (exporter: PageExport | null): void => {
  const latest = useRef(exporter);
  latest.current = exporter;
  const active = exporter !== null;
  const loading = exporter?.loading ?? false;
  const formats = exporter?.formats.join(',') ?? '';
  useEffect(() => {
    if (!active) return;
    publish({
      formats: formats.split(',') as ExportFormat[],
      loading,
      onExport: (format) => latest.current?.onExport(format),
    });
    return () => publish(null);
  }, [active, loading, formats]);
};

/** The header's side: the current page's export, or null when the page has nothing to export. */
export const useCurrentPageExport = (): PageExport | null => useSyncExternalStore(subscribe, () => current);
