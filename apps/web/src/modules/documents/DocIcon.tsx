import {
  CustomerServiceOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  FolderFilled,
  PlaySquareOutlined,
  ProfileFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { PREVIEW_IMAGE_TYPES } from '../../lib/files.ts';

const BY_EXT: [readonly string[], ReactNode][] = [
  [PREVIEW_IMAGE_TYPES, <FileImageOutlined key="img" style={{ color: '#13a8a8' }} />],
  [['pdf'], <FilePdfOutlined key="pdf" style={{ color: '#f5222d' }} />],
  [['doc', 'docx', 'wps'], <FileWordOutlined key="doc" style={{ color: '#1677ff' }} />],
  [['xls', 'xlsx', 'csv'], <FileExcelOutlined key="xls" style={{ color: '#389e0d' }} />],
  [['ppt', 'pptx'], <FilePptOutlined key="ppt" style={{ color: '#fa541c' }} />],
  [['zip', 'rar', '7z', 'tar', 'gz'], <FileZipOutlined key="zip" style={{ color: '#d48806' }} />],
  [['mp4', 'mov', 'avi', 'mkv', 'webm'], <PlaySquareOutlined key="video" style={{ color: '#722ed1' }} />],
  [['mp3', 'wav', 'flac', 'aac', 'm4a', 'ogg'], <CustomerServiceOutlined key="audio" style={{ color: '#eb2f96' }} />],
  [['txt', 'md', 'log'], <FileTextOutlined key="txt" style={{ color: '#595959' }} />],
];

/** The icon of an item: a folder, an online document, or a file by its type. */
export function DocIcon({ kind, ext }: { kind: number; ext: string }) {
  if (kind === 1) return <FolderFilled style={{ color: '#faad14' }} />;
  if (kind === 3) return <ProfileFilled style={{ color: '#1677ff' }} />;
  return <>{BY_EXT.find(([exts]) => exts.includes(ext))?.[1] ?? <FileOutlined style={{ color: '#8c8c8c' }} />}</>;
}
