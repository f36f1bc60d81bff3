/**
 * Hands a CSV built in the browser over as a file download, as Export Report does. The byte-order mark
 * makes spreadsheet programs read it as UTF-8 (accented option names).
 */
export function downloadText(csv: string, name: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
