/** What the API accepts as a document: a PDF (it starts with %PDF-) of at most 50 MB. */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;

export type PdfProblem = 'tooLarge' | 'notPdf';

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  // Older engines (and jsdom) only have FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function firstBytes(file: Blob, count: number): Promise<string> {
  return String.fromCharCode(...new Uint8Array(await readBytes(file.slice(0, count))));
}

/** Checked before uploading, so that a wrong file is refused at once with a clear reason. */
export async function pdfProblem(file: File): Promise<PdfProblem | undefined> {
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  if ((await firstBytes(file, 5)) !== '%PDF-') return 'notPdf';
  return undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
