import { useState } from 'react';
import { FileUploader } from './FileUploader.tsx';
import type { UploadedFile } from './upload-api.ts';

type Props = {
  /** the file ids (an `attachments` field's value) */
  value?: readonly number[] | null;
  onChange?: (ids: number[]) => void;
  /** the files of the ids the record already holds (info's `<key>_files`), shown from the start */
  files?: readonly UploadedFile[];
  onBusyChange?: (busy: boolean) => void;
  id?: string;
  buttonText?: string;
};

/**
 * FileUploader for a value that is a list of file ids: the record's files show and stay until removed,
 * new uploads add their ids.
 */
export function FileIdsUploader({ value, onChange, files = [], onBusyChange, id, buttonText }: Props) {
  // the uploader keeps its own list from here on; only the ids go back to the form
  const [initial] = useState(() => {
    const ids = new Set(value ?? []);
    return files.filter((f) => ids.has(f.id));
  });
  return (
    <FileUploader
      id={id}
      value={initial}
      buttonText={buttonText}
      onBusyChange={onBusyChange}
      onChange={(list) => onChange?.(list.map((f) => f.id))}
    />
  );
}
