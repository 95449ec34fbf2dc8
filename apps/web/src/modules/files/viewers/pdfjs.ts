import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Vite emits the worker as its own asset; pdf.js loads it from that address.
GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument };
