import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { openInNewTab } from '../../../components/ExportButton.tsx';
import { salesApi } from './sales-api.ts';

/** 下载PDF: the quote as a PDF, opened in a new tab that the session cookie signs in (the browser saves the attachment). */
export function OfferPdfButton({ offerId }: { offerId: number }) {
  return (
    <Button icon={<FilePdfOutlined />} onClick={() => openInNewTab(salesApi.offerPdfUrl(offerId))}>
      下载PDF
    </Button>
  );
}
