import {
  EXPORT_COLUMNS,
  EXPORT_IMAGE_SCALE,
  EXPORT_JPEG_QUALITY,
  exportFileName,
  exportRows,
  exportTitle,
  type ExportableTask,
  type ExportRow,
} from 'shared-domain';
import { exportTheme } from 'shared-ui';

const cellKeys: readonly (keyof ExportRow)[] = ['title', 'date', 'start', 'end', 'points'];

function cell(tag: 'th' | 'td', text: string, background: string, wraps: boolean): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  Object.assign(element.style, {
    padding: '8px 12px',
    textAlign: 'left',
    borderBottom: `1px solid ${exportTheme.border}`,
    background,
    height: `${exportTheme.rowHeight}px`,
    // Only the title may wrap; a date broken over two lines is hard to read.
    whiteSpace: wraps ? 'normal' : 'nowrap',
  });
  return element;
}

/** The picture's content: a dark panel with the title and the table of SPEC §2's columns. */
function buildExportElement(rows: readonly ExportRow[]): HTMLElement {
  const panel = document.createElement('div');
  Object.assign(panel.style, {
    position: 'fixed',
    left: '-10000px',
    top: '0',
    width: '720px',
    padding: `${exportTheme.padding}px`,
    background: exportTheme.background,
    color: exportTheme.text,
    fontFamily: exportTheme.fontFamily,
    fontSize: `${exportTheme.bodyFontSize}px`,
  });
  const heading = document.createElement('h1');
  heading.textContent = exportTitle();
  Object.assign(heading.style, {
    margin: '0 0 16px',
    fontSize: `${exportTheme.titleFontSize}px`,
    color: exportTheme.accent,
  });
  const table = document.createElement('table');
  Object.assign(table.style, { width: '100%', borderCollapse: 'collapse' });
  const head = table.createTHead().insertRow();
  EXPORT_COLUMNS.forEach((column, index) =>
    head.appendChild(cell('th', column, exportTheme.headerBackground, index === 0)),
  );
  const body = table.createTBody();
  rows.forEach((row) => {
    const tr = body.insertRow();
    cellKeys.forEach((key) =>
      tr.appendChild(cell('td', row[key], exportTheme.surface, key === 'title')),
    );
  });
  panel.append(heading, table);
  return panel;
}

/** Saves the next seven days' tasks as tasks-next-7-days.jpg (SPEC §2, §9). */
export async function exportUpcomingTasks(
  tasks: readonly ExportableTask[],
  now: Date,
): Promise<void> {
  // html2canvas is about 49 KB gzipped and only this button needs it: it loads on the first export
  // instead of with My Tasks (issue #18).
  const { default: html2canvas } = await import('html2canvas');
  const element = buildExportElement(exportRows(tasks, now));
  document.body.appendChild(element);
  try {
    const canvas = await html2canvas(element, {
      scale: EXPORT_IMAGE_SCALE,
      backgroundColor: exportTheme.background,
      logging: false,
    });
    const link = document.createElement('a');
    link.href = canvas.toDataURL('image/jpeg', EXPORT_JPEG_QUALITY);
    link.download = exportFileName();
    link.click();
  } finally {
    element.remove();
  }
}
