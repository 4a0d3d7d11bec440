// Folder view of a bucket as Storage's `list` answers it: the objects and sub-folders directly
// under a prefix, folders carrying null ids and metadata.

export interface ObjectRow {
  name: string;
  id: string;
  created_at: string | Date;
  updated_at: string | Date;
  last_accessed_at: string | Date;
  metadata: Record<string, unknown> | null;
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | Date | null;
  created_at: string | Date | null;
  last_accessed_at: string | Date | null;
  metadata: Record<string, unknown> | null;
}

export type SortColumn = 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  sortColumn: SortColumn;
  sortOrder: 'asc' | 'desc';
  search: string;
}

/** 'a/b' and 'a/b/' both mean the folder a/b; '' and '/' the bucket's root. */
export function folderPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

function sortKey(entry: ListEntry, column: SortColumn): string {
  const value = entry[column];
  if (value === null) return '';
  return value instanceof Date ? value.toISOString() : String(value);
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function listEntries(rows: ObjectRow[], options: ListOptions): ListEntry[] {
  const prefix = folderPrefix(options.prefix);
  const search = options.search.toLowerCase();
  const folders = new Set<string>();
  const entries: ListEntry[] = [];
  for (const row of rows) {
    if (!row.name.startsWith(prefix)) continue;
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const entryName = slash < 0 ? rest : rest.slice(0, slash);
    if (entryName === '' || !entryName.toLowerCase().startsWith(search)) continue;
    if (slash < 0) {
      entries.push({
        name: entryName,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    } else if (!folders.has(entryName)) {
      folders.add(entryName);
      entries.push({
        name: entryName,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  const direction = options.sortOrder === 'desc' ? -1 : 1;
  entries.sort(
    (a, b) =>
      direction *
      (compare(sortKey(a, options.sortColumn), sortKey(b, options.sortColumn)) ||
        compare(a.name, b.name)),
  );
  return entries.slice(options.offset, options.offset + options.limit);
}
